import Link from 'next/link'
import { ArrowRight } from '@/components/ui/icons'
import { notFoundCopy as copy } from '@/copy/notFound'

/**
 * The ways on of a dead end (the 404, a search that found nothing): the pages visitors look for
 * most and the contact form, with a way back home.
 */
export function WaysOn() {
  return (
    <>
      <h2 className="type-h2 mt-10 font-extrabold text-ink">{copy.pagesHeading}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {copy.pages.map((p) => (
          <li key={p.href}>
            <Link href={p.href} className="way-on">
              <span>
                <span className="block font-bold">{p.title}</span>
                <span className="block text-sm text-muted">{p.text}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand" />
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-10 rounded-xl bg-brand-50 px-5 py-5 text-center">
        <h2 className="type-h2 font-extrabold text-ink">{copy.contactHeading}</h2>
        <p className="mt-2 text-ink">{copy.contactText}</p>
        <div className="mt-4 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link href={copy.contactHref} className="btn btn-primary">
            {copy.contactLink}
          </Link>
          <Link href="/" className="btn btn-outline">
            {copy.home}
          </Link>
        </div>
      </div>
    </>
  )
}
