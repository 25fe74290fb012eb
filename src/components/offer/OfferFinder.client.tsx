'use client'

import { Scale, Search, SlidersHorizontal, X } from '@/components/ui/icons'
import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import { comparePage, offerPage as copy } from '@/copy/offer'
import {
  compareLimitMessage,
  countOptions,
  describeFilter,
  emptyQuery,
  filterKeys,
  filterLabels,
  filterOffer,
  levelLabels,
  maxCompared,
  maxQueryLength,
  nearestMatches,
  offerHref,
  parseOfferQuery,
  type FilterKey,
  type OfferItem,
  type OfferQuery,
} from '@/lib/offer'

type Option = { value: string; label: string }

type Props = {
  items: OfferItem[]
  /** Each item's card, rendered on the server, by the item's id. */
  cards: Record<string, ReactNode>
  /** The options each filter offers (those some programme has), in order. */
  options: Record<FilterKey, Option[]>
  /** The query the server rendered the page for. */
  initial: OfferQuery
}

const compareForm = 'oferta-comparar'
/** The filters' form: a sheet on a phone, opened by «Filtros (n)». */
const filtersSheet = 'oferta-filtros-hoja'
/** The nearest matches listed by name; the button shows them all. */
const nearestShown = 6
/** Short groups start open; long ones only when something in them is chosen. */
const openGroups: readonly FilterKey[] = ['nivel', 'modalidad', 'campus']

/**
 * The finder: a GET form of filters and the server-rendered cards. Without JavaScript the form
 * reloads the page with its choices in the address; with it, each change filters the cards here
 * at once and writes the same address (pushState for a choice, replaceState while typing), and
 * the back button brings the previous choice back.
 */
export function OfferFinder({ items, cards, options, initial }: Props) {
  const [query, setQuery] = useState(initial)
  const [hydrated, setHydrated] = useState(false)
  const [picked, setPicked] = useState(0)
  const [pickMessage, setPickMessage] = useState('')

  useEffect(() => {
    setHydrated(true)
    const onPop = () => setQuery(parseOfferQuery(new URLSearchParams(window.location.search)).query)
    // The address may have moved on before this code ran (back pressed while the page was still
    // loading its scripts): the boxes follow the address, not the one the server rendered.
    if (window.location.search !== new URL(offerHref(copy.path, initial), window.location.origin).search) onPop()
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [initial])

  const shown = useMemo(() => filterOffer(items, query), [items, query])
  const shownIds = useMemo(() => new Set(shown.map((i) => i.id)), [shown])
  const counts = useMemo(() => countOptions(items, query), [items, query])
  const nearest = shown.length === 0 ? nearestMatches(items, query) : null

  function update(next: OfferQuery, mode: 'push' | 'replace') {
    setQuery(next)
    const href = offerHref(copy.path, next)
    if (mode === 'push') window.history.pushState(null, '', href)
    else window.history.replaceState(null, '', href)
  }

  function toggle(key: FilterKey, value: string, checked: boolean) {
    const chosen = new Set(query[key])
    if (checked) chosen.add(value)
    else chosen.delete(value)
    update({ ...query, [key]: options[key].map((o) => o.value).filter((v) => chosen.has(v)) }, 'push')
  }

  function follow(next: OfferQuery) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (!hydrated) return
      event.preventDefault()
      update(next, 'push')
    }
  }

  // The form has autocomplete off: otherwise the browser, going back to an address this page
  // wrote, restores the boxes as they were when it left, over the choices the address holds.
  // The choices are already applied; with JavaScript, sending the form only keeps the focus here.
  // With JavaScript the choices are already applied: sending the form closes the phone's sheet.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return
    event.preventDefault()
    if (event.currentTarget.matches(':popover-open')) event.currentTarget.hidePopover()
  }

  function onPick(event: ChangeEvent<HTMLElement>) {
    const box = event.target as unknown as HTMLInputElement
    if (box.name !== 'p' || box.type !== 'checkbox') return
    const form = document.getElementById(compareForm) as HTMLFormElement | null
    let n = form ? new FormData(form).getAll('p').length : 0
    if (box.checked && n > maxCompared) {
      box.checked = false
      n -= 1
      setPickMessage(compareLimitMessage)
    } else {
      setPickMessage('')
    }
    setPicked(n)
  }

  const activeCount = filterKeys.reduce((n, k) => n + query[k].length, 0) + (query.q.trim() ? 1 : 0)

  // Below lg the filters are a sheet over the results (issue 38.7): the browser's popover, so it
  // opens without JavaScript too. From lg they are the left column, as long as they are.
  return (
    <div className="group/finder grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
      <form
        id={filtersSheet}
        popover="auto"
        role="search"
        action={copy.path}
        method="get"
        onSubmit={onSubmit}
        autoComplete="off"
        aria-labelledby="oferta-filtros"
        className="offer-filters"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id="oferta-filtros" className="text-xl font-extrabold text-ink">
            {copy.filtersHeading}
          </h2>
          <button
            type="button"
            popoverTarget={filtersSheet}
            popoverTargetAction="hide"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{copy.closeFilters}</span>
          </button>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="oferta-q" className="font-semibold text-ink">
            {copy.searchLabel}
          </label>
          <input
            id="oferta-q"
            type="search"
            name="q"
            value={query.q}
            maxLength={maxQueryLength}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            onChange={(e) => update({ ...query, q: e.target.value }, 'replace')}
            className="min-h-11 rounded-lg border border-ink/25 bg-surface px-3 text-ink placeholder:text-muted"
          />
        </div>
        {filterKeys.map((key) => (
          <details
            key={key}
            open={openGroups.includes(key) || query[key].length > 0}
            className="rounded-lg border border-ink/10 bg-surface"
          >
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 font-semibold text-ink">
              {filterLabels[key]}
              {query[key].length > 0 && <span className="rounded-full bg-brand px-2 text-sm text-white">{query[key].length}</span>}
            </summary>
            <fieldset className="flex flex-wrap gap-2 px-3 pb-3">
              <legend className="sr-only">{filterLabels[key]}</legend>
              {options[key].map((o) => (
                <label key={o.value} className="filter-chip">
                  <input
                    type="checkbox"
                    name={key}
                    value={o.value}
                    checked={query[key].includes(o.value)}
                    onChange={(e) => toggle(key, o.value, e.target.checked)}
                    className="size-4 accent-brand"
                  />
                  {o.label}
                  <span className="text-muted">({counts[key][o.value] ?? 0})</span>
                </label>
              ))}
            </fieldset>
          </details>
        ))}
        {/* In the phone's sheet the button stays at its foot, however long the list above it, and says
            how many programmes it will show. */}
        <div className="flex flex-wrap gap-3 max-lg:sticky max-lg:-bottom-4 max-lg:-mx-4 max-lg:-mb-4 max-lg:border-t max-lg:border-ink/10 max-lg:bg-surface max-lg:p-4">
          <button type="submit" className="btn btn-primary max-lg:flex-1">
            <Search aria-hidden="true" className="size-5" />
            {hydrated ? copy.showResults(shown.length) : copy.apply}
          </button>
          {activeCount > 0 && (
            <a href={copy.path} onClick={follow(emptyQuery())} className="btn border-2 border-brand text-brand-dark hover:bg-brand-50">
              {copy.clear}
            </a>
          )}
        </div>
      </form>

      <div className="min-w-0" onChange={onPick}>
        <h2 className="sr-only">{copy.resultsHeading}</h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-lg font-semibold text-ink">
            {shown.length === 0 ? copy.none : copy.count(shown.length)}
          </p>
          <button type="button" popoverTarget={filtersSheet} className="btn btn-outline lg:hidden">
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {copy.filtersButton(activeCount)}
          </button>
        </div>
        {nearest && (
          <div className="mb-8 rounded-xl bg-surface-warm p-6">
            <p className="font-semibold text-ink">
              {copy.nearest(nearest.dropped.map((k) => describeFilter(query, k)).join('» y «'), nearest.items.length)}
            </p>
            <ul className="mt-3 grid gap-2">
              {nearest.items.slice(0, nearestShown).map((i) => (
                <li key={i.id}>
                  <a href={i.url} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-dark hover:underline">
                    {i.titulo}
                    <span className="text-sm font-normal text-muted">· {levelLabels[i.nivel]}</span>
                  </a>
                </li>
              ))}
            </ul>
            <a href={offerHref(copy.path, nearest.query)} onClick={follow(nearest.query)} className="btn btn-primary mt-4">
              {copy.showNearest}
            </a>
          </div>
        )}
        <ul aria-label={copy.listLabel} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((i) => (
            <li key={i.id} hidden={!shownIds.has(i.id)} className="card-parts-5">
              {cards[i.id]}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-ink">
          {copy.contactPrompt}{' '}
          <a href={copy.contactHref} className="font-semibold text-brand-dark underline">
            {copy.contactLink}
          </a>
        </p>
        {/* The bar appears once a box is marked, by CSS alone (`:has`), so it covers nothing before the page
            is interactive or without JavaScript; while it shows, the WhatsApp button steps aside. */}
        <form
          id={compareForm}
          action={comparePage.path}
          method="get"
          data-clear-of-floating=""
          className="sticky bottom-4 z-20 mt-8 hidden flex-wrap items-center gap-3 rounded-xl bg-ink/95 p-3 text-white shadow-card-hover group-has-[input[name=p]:checked]/finder:flex sm:max-w-xl"
        >
          <button type="submit" className="btn btn-primary">
            <Scale aria-hidden="true" className="size-5" />
            {copy.compareBar}
            {hydrated ? ` (${picked})` : ''}
          </button>
          <p aria-live="polite" className="flex-1 text-sm">
            {pickMessage || copy.compareHint}
          </p>
        </form>
      </div>
    </div>
  )
}
