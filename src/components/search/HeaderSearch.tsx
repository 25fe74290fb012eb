import { Search, X } from '@/components/ui/icons'
import { searchCopy as copy } from '@/copy/search'
import { SearchInput } from './SearchInput'

/**
 * The header's search box. The menu leaves no room for a field beside it, so a button opens it
 * as a bar under the header; a native <details> does the opening, which needs no JavaScript
 * (nothing is added to the first load) and works before hydration. The form is a plain GET to
 * /buscar, so it also works without JavaScript.
 */
export function HeaderSearch() {
  return (
    <details className="group/search">
      <summary className="inline-flex size-12 cursor-pointer list-none items-center justify-center rounded-md text-ink transition-colors duration-150 hover:bg-brand-50 hover:text-brand-dark group-open/search:bg-brand-50 group-open/search:text-brand-dark [&::-webkit-details-marker]:hidden">
        <Search aria-hidden="true" className="size-6 group-open/search:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open/search:block" />
        {/* CSS swaps the name with the state, so it always says what pressing it will do. */}
        <span className="sr-only group-open/search:hidden">{copy.openBox}</span>
        <span className="sr-only hidden group-open/search:inline">{copy.closeBox}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-y border-ink/10 bg-surface shadow-card">
        <form
          role="search"
          action={copy.path}
          method="get"
          aria-label={copy.inputLabel}
          className="container-page flex justify-end gap-2 py-3"
        >
          <label htmlFor="buscar-encabezado" className="sr-only">
            {copy.inputLabel}
          </label>
          <SearchInput id="buscar-encabezado" className="min-h-11 min-w-0 px-3 text-base sm:max-w-md" />
          <button type="submit" className="btn btn-primary shrink-0 px-3 sm:px-5">
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{copy.button}</span>
          </button>
        </form>
      </div>
    </details>
  )
}
