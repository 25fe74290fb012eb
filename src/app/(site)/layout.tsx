import type { Metadata } from 'next'
import type React from 'react'

export const metadata: Metadata = {
  title: 'Universidad UGC · Los Cabos',
  description: 'Universidad en Cabo San Lucas y Los Cabos, Baja California Sur, con campus en Culiacán.',
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es-MX">
      <body>{children}</body>
    </html>
  )
}
