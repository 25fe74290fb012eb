import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The public API answers at /api/x and /api/x/ alike, with no redirect (api-contract.md);
  // pages get their trailing-slash redirect from src/proxy.ts.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Editors' uploads, and the site's own fixed imagery in public/images.
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every response for the colour-scheme client hint with Critical-CH, which makes
// the browser fetch each public page twice on a first visit. Only the admin uses the hint.
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
