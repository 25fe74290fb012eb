import { Search } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { WaysOn } from '@/components/ui/WaysOn'
import { notFoundCopy as copy } from '@/copy/notFound'

export const metadata: Metadata = { title: copy.metaTitle }

/**
 * The Spanish 404, inside the site's header and footer, with ways on: the site search (a plain GET
 * form, no script), the pages visitors look for most, and the contact form.
 */
export default function NotFound() {
  return (
    <section aria-labelledby="no-encontrada-titulo" className="container-page section-space max-w-3xl">
      <div className="text-center">
        <p className="text-6xl font-extrabold text-brand">{copy.code}</p>
        <h1 id="no-encontrada-titulo" className="type-h1 mt-4 font-extrabold tracking-tight text-ink">
          {copy.title}
        </h1>
        <p className="mt-4 text-muted">{copy.text}</p>
      </div>

      <form
        role="search"
        action={copy.searchPath}
        method="get"
        aria-label={copy.searchLabel}
        className="mt-8 flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="no-encontrada-q" className="font-semibold text-ink">
            {copy.searchLabel}
          </label>
          <input
            id="no-encontrada-q"
            type="search"
            name="q"
            maxLength={100}
            placeholder={copy.searchPlaceholder}
            className="min-h-12 rounded-lg border border-ink/25 bg-surface px-4 text-lg text-ink placeholder:text-muted"
          />
        </div>
        <button type="submit" className="btn btn-primary min-h-12">
          <Search aria-hidden="true" className="size-5" />
          {copy.searchButton}
        </button>
      </form>

      <WaysOn />
    </section>
  )
}
