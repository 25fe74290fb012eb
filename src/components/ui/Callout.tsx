import { ExternalLink, FileDown } from '@/components/ui/icons'
import type { ReactNode } from 'react'
import { NewTabHint, newTabProps } from '@/components/layout/NewTabHint'

type CalloutProps = {
  /** The heading's id; a 'section' callout is labelled by it. */
  id: string
  title: string
  text?: ReactNode
  /** A mark beside the text (an icon), outside its column. */
  badge?: ReactNode
  /** A mark above the title, in the text's column (an icon, a short label). */
  lead?: ReactNode
  /** The links or buttons of the callout. */
  children?: ReactNode
  /** Layout of the box beyond its look, e.g. 'flex flex-col gap-6 md:flex-row md:items-center'. */
  className?: string
  /** 'div' when the section around it is already labelled by this heading. */
  as?: 'section' | 'div'
}

/** A red block that calls to act (an exam, a contact, a teaser): white text on the brand gradient. */
export function Callout({ id, title, text, badge, lead, children, className = 'flex flex-col', as: Box = 'section' }: CalloutProps) {
  return (
    <Box
      aria-labelledby={Box === 'section' ? id : undefined}
      className={`on-dark rounded-2xl bg-linear-to-br from-brand to-brand-darker p-8 text-white shadow-card md:p-10 ${className}`}
    >
      {badge}
      <div className={badge ? 'flex-1' : ''}>
        {lead}
        <h2 id={id} className="type-h2 font-extrabold text-balance">
          {title}
        </h2>
        {text && <p className="mt-3 max-w-prose text-lg leading-relaxed">{text}</p>}
      </div>
      {children}
    </Box>
  )
}

/** A pale box with the brand's left border: a highlighted fact, an objective, a privacy note. */
export function Note({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border-l-4 border-brand p-6 md:p-8 ${className}`}>{children}</div>
}

/**
 * A button to another site: opens in a new tab, says so to screen readers, and shows the
 * external-link icon (spec §9: external links open in a new tab).
 */
export function ExternalButton({
  href,
  children,
  look = 'primary',
  className = '',
}: {
  href: string
  children: ReactNode
  look?: 'primary' | 'light'
  className?: string
}) {
  return (
    <a href={href} {...newTabProps} className={`btn ${look === 'light' ? 'btn-light' : 'btn-primary'} ${className}`}>
      {children}
      <ExternalLink aria-hidden="true" className="size-5" />
      <NewTabHint />
    </a>
  )
}

/** A button that downloads one of the settings' PDF files under a name that says what it is. */
export function DownloadButton({
  href,
  fileName,
  children,
  className = 'mt-8',
}: {
  href: string
  fileName: string
  children: ReactNode
  className?: string
}) {
  return (
    <a href={href} download={fileName} className={`btn btn-primary ${className}`}>
      <FileDown aria-hidden="true" className="size-5" />
      {children}
    </a>
  )
}
