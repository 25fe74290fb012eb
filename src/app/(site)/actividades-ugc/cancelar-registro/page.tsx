import type { Metadata } from 'next'
import Link from 'next/link'
import { CalendarX2, CircleCheck, TriangleAlert } from '@/components/ui/icons'
import { cancelCopy as copy } from '@/copy/eventRegistration'
import { registrationForCancel } from '@/data/eventRegistration'
import { detailHref } from '@/lib/communication'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: `${copy.title} · Universidad UGC`,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<{ registro?: string | string[]; clave?: string | string[] }> }

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/**
 * The page the cancel link of a registration's e-mails opens (issue 23, item 3): it names the
 * event and asks before cancelling (a link followed by a mail program's scanner changes nothing);
 * the button posts to ./confirmar. Kept out of caches and search engines.
 */
export default async function CancelRegistrationPage({ searchParams }: Props) {
  const query = await searchParams
  const id = Number(one(query.registro))
  const key = one(query.clave)
  const found = key ? await registrationForCancel(id, key) : null
  const icon = 'mx-auto size-14 text-brand'
  return (
    <section className="container-page section-space max-w-2xl text-center" aria-labelledby="cancelar-titulo">
      {!found ? (
        <>
          <TriangleAlert aria-hidden="true" className={icon} strokeWidth={1.5} />
          <h1 id="cancelar-titulo" className="type-h1 mt-4 font-extrabold text-ink">
            {copy.invalidTitle}
          </h1>
          <p className="mt-4 text-lg text-ink">{copy.invalidText}</p>
          <Link href="/actividades-ugc" className="btn btn-outline mt-8">
            {copy.events}
          </Link>
        </>
      ) : found.estado === 'cancelado' ? (
        <>
          <CircleCheck aria-hidden="true" className="mx-auto size-14 text-green-700" strokeWidth={1.5} />
          <h1 id="cancelar-titulo" className="type-h1 mt-4 font-extrabold text-ink">
            {copy.done}
          </h1>
          <p className="mt-4 text-lg text-ink">{copy.doneText(found.titulo)}</p>
          <Link href={detailHref('/actividades-ugc', found.slug)} className="btn btn-outline mt-8">
            {copy.back}
          </Link>
        </>
      ) : (
        <>
          <CalendarX2 aria-hidden="true" className={icon} strokeWidth={1.5} />
          <h1 id="cancelar-titulo" className="type-h1 mt-4 font-extrabold text-ink">
            {copy.title}
          </h1>
          <p className="mt-4 text-lg text-ink">{copy.lead(found.nombre, found.titulo)}</p>
          <p className="mt-2 text-ink">{copy.explain}</p>
          <form
            method="post"
            action="/actividades-ugc/cancelar-registro/confirmar"
            className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center"
          >
            <input type="hidden" name="registro" value={String(found.id)} />
            <input type="hidden" name="clave" value={key} />
            <button type="submit" className="btn btn-primary w-full sm:w-auto">
              {copy.confirm}
            </button>
            <Link href={detailHref('/actividades-ugc', found.slug)} className="btn btn-outline w-full sm:w-auto">
              {copy.back}
            </Link>
          </form>
        </>
      )}
    </section>
  )
}
