import { ImageResponse } from 'next/og'
import { excerpt } from '@/lib/excerpt'
import { ogSize, siteName } from '@/lib/seo'

// next/og draws with inline styles only (no stylesheet): these are the theme's brand tokens of
// src/app/(site)/site.css, --color-brand and --color-brand-darker.
const brand = '#C41230'
const brandDarker = '#6F0A1B'

/** Long titles get a smaller size so that three lines still hold them. */
function titleSize(title: string): number {
  const length = Array.from(title).length
  if (length <= 40) return 76
  if (length <= 70) return 62
  return 50
}

/**
 * A 1200×630 share card: the university's mark and name, what the page is (eyebrow) and its
 * title, white on the brand red. PNG, drawn with next/og's own font, so it needs no network.
 */
export function ogCard({ eyebrow, title, footer }: { eyebrow: string; title: string; footer?: string }): ImageResponse {
  const text = excerpt(title, 110)
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: '#FFFFFF',
        backgroundColor: brand,
        backgroundImage: `linear-gradient(135deg, ${brand} 0%, ${brand} 55%, ${brandDarker} 100%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <svg width="72" height="72" viewBox="0 0 56 56">
          <rect width="56" height="56" rx="12" fill="#FFFFFF" />
          <path d="M17 9v21a11 11 0 0 0 22 0V9" fill="none" stroke={brand} strokeWidth="7.5" strokeLinecap="square" />
        </svg>
        <div style={{ display: 'flex', marginLeft: 24, fontSize: 40, letterSpacing: 1 }}>{siteName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 30, textTransform: 'uppercase', letterSpacing: 4, opacity: 0.9 }}>{eyebrow}</div>
        <div style={{ display: 'flex', marginTop: 20, fontSize: titleSize(text), lineHeight: 1.15 }}>{text}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 28, opacity: 0.9 }}>{footer ?? 'Evolucionar para Trascender · Los Cabos, B.C.S.'}</div>
    </div>,
    ogSize,
  )
}
