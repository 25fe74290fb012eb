import { ArrowLeft, SearchX } from '@/components/ui/icons'
import Link from 'next/link'

type Props = {
  title: string
  text: string
  /** The list this detail belongs to. */
  back: { href: string; label: string }
}

/** The 404 of a programme detail: what happened and the way back to its list. */
export function ProgrammeNotFound({ title, text, back }: Props) {
  return (
    <section className="container-page section-space max-w-3xl text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand">Error 404</p>
      <h1 className="type-h1 mt-2 font-extrabold tracking-tight text-ink text-balance">{title}</h1>
      <p className="mx-auto mt-4 max-w-prose text-lg text-muted text-pretty">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={back.href} className="btn btn-primary">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {back.label}
        </Link>
        <Link href="/" className="btn btn-outline">
          Ir al Inicio
        </Link>
      </div>
    </section>
  )
}
