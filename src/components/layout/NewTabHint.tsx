import { ExternalLink } from '@/components/ui/icons'

/**
 * What a link that opens a new tab tells the person: the words for screen readers, and
 * optionally the usual arrow-out-of-a-box icon for everyone else.
 */
export function NewTabHint({ icon = false }: { icon?: boolean }) {
  return (
    <>
      {icon ? <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 opacity-70" /> : null}
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </>
  )
}

/** The attributes every link leaving the site gets (spec §2.2: `https` links open a new tab). */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const
