import type { MetadataRoute } from 'next'

/** The web app manifest: the name and brand red a phone shows when the site is added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Universidad UGC Los Cabos',
    short_name: 'UGC Los Cabos',
    description: 'Universidad en Cabo San Lucas y Los Cabos, Baja California Sur, con campus en Culiacán.',
    lang: 'es-MX',
    start_url: '/',
    display: 'standalone',
    theme_color: '#C41230',
    background_color: '#C41230',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
