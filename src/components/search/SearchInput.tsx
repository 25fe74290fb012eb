import { searchCopy as copy } from '@/copy/search'
import { maxQueryLength } from '@/lib/search'

/** The search words field of /buscar and of the header's box: the same name, limit and phone keyboard. */
export function SearchInput({ id, query = '', className }: { id: string; query?: string; className: string }) {
  return (
    <input
      id={id}
      type="search"
      name="q"
      defaultValue={query}
      maxLength={maxQueryLength}
      placeholder={copy.placeholder}
      autoComplete="off"
      enterKeyHint="search"
      className={`w-full rounded-lg border-2 border-ink/20 bg-surface text-ink placeholder:text-muted focus:border-brand ${className}`}
    />
  )
}
