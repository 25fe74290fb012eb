import { Logo, LogoMark } from '@/components/layout/Logo'

/*
 * The back office's graphics (admin.components.graphics in src/cms/payload.config.ts): the site's
 * own logo, not a copy. Its colours come from the site's utility classes (fill-brand, …), which
 * the back office has no Tailwind for: src/app/(payload)/brand.scss gives them under `.ugc-logo`.
 */

/** The sign-in page's logo, named as the university. */
export function BrandLogo() {
  return <Logo label="Universidad UGC" className="ugc-logo ugc-logo--full" />
}

/**
 * The mark in the top bar. It is the only content of the link to the dashboard, so its name says
 * where the link goes.
 */
export function BrandIcon() {
  return (
    <svg viewBox="0 4 56 56" role="img" aria-label="Universidad UGC: tablero" focusable="false" className="ugc-logo ugc-logo--icon">
      <LogoMark />
    </svg>
  )
}
