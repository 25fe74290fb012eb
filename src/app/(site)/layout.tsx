import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'
import type React from 'react'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { PreviewBar } from '@/components/layout/PreviewBar'
import { ScrollToTop } from '@/components/layout/ScrollToTop.client'
import { SiteAlertBanner } from '@/components/layout/SiteAlertBanner'
import { WhatsAppButton } from '@/components/layout/WhatsAppButton'
import { getSiteAlert } from '@/data/alert'
import { getSettings } from '@/data/site'
import { env } from '@/env'
import { siteMetadata } from '@/lib/seo'
import { montserrat } from './fonts'
import './site.css'

export const metadata: Metadata = siteMetadata(env.siteUrl)

export const viewport: Viewport = { themeColor: '#C41230' }

/**
 * The root layout has `children` alone on purpose: with a second slot (a parallel route), Next.js
 * renders the whole layout a second time around the 404 page and sends that copy with every page.
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Each page must carry its own request's CSP nonce, so none may be served from a prerender.
  if (env.cspMode === 'nonce') await connection()
  // Draft mode (a staff member's «Vista previa», docs/decisions/0024-vista-previa.md) is off on every
  // prerender and every visitor's request: the bar is never part of a cached page.
  const [settings, alert, draft] = await Promise.all([getSettings(), getSiteAlert(), draftMode()])
  return (
    <html lang="es-MX" className={montserrat.variable}>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink antialiased">
        <a
          href="#contenido"
          className="btn btn-primary fixed top-2 left-2 z-[60] -translate-y-24 focus:translate-y-0 motion-safe:transition-transform"
        >
          Saltar al contenido
        </a>
        {draft.isEnabled ? <PreviewBar /> : null}
        <SiteAlertBanner alert={alert} now={Date.now()} />
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
