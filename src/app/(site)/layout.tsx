import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { ScrollToTop } from '@/components/layout/ScrollToTop.client'
import { WhatsAppButton } from '@/components/layout/WhatsAppButton'
import { getSettings } from '@/data/site'
import { montserrat } from './fonts'
import './site.css'

export const metadata: Metadata = {
  title: 'Universidad UGC · Los Cabos',
  description: 'Universidad en Cabo San Lucas y Los Cabos, Baja California Sur, con campus en Culiacán.',
  applicationName: 'Universidad UGC Los Cabos',
}

export const viewport: Viewport = { themeColor: '#C41230' }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSettings()
  return (
    <html lang="es-MX" className={montserrat.variable}>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink antialiased">
        <a
          href="#contenido"
          className="btn btn-primary fixed top-2 left-2 z-[60] -translate-y-24 focus:translate-y-0 motion-safe:transition-transform"
        >
          Saltar al contenido
        </a>
        <Header settings={settings} />
        <main id="contenido" tabIndex={-1} className="flex-1 scroll-mt-28 outline-none">
          {children}
        </main>
        <Footer settings={settings} />
        {settings.whatsapp ? <WhatsAppButton number={settings.whatsapp} message={settings.mensaje_whatsapp} /> : null}
        <ScrollToTop />
      </body>
    </html>
  )
}
