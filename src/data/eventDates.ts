import 'server-only'
import { cacheTags } from '@/cache'
import { cachedRead, findPublic } from './read'

/** When and where an event happens, as its editor set «Empieza», «Termina» and «Lugar». */
export type EventDate = { inicio: string; fin: string | null; lugar: string | null }

/**
 * The date of every published event that has one, by slug (issue 38, item 6): the pages show when
 * an event happens, not when it was published. One cache entry, expired with the events.
 */
export const listEventDates = cachedRead('event-dates', [cacheTags.communication], async (): Promise<Record<string, EventDate>> => {
  const docs = await findPublic('comunicaciones', {
    where: { and: [{ tipo: { equals: 'EVE' } }, { 'registro.inicio': { exists: true } }] },
    sort: ['-fecha', '-id'],
    depth: 0,
    select: { slug: true, registro: true },
  })
  const dates: Record<string, EventDate> = {}
  for (const doc of docs) {
    const registro = doc.registro
    if (doc.slug && registro?.inicio) dates[doc.slug] = { inicio: registro.inicio, fin: registro.fin ?? null, lugar: registro.lugar ?? null }
  }
  return dates
})
