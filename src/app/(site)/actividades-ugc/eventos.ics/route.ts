import { eventsPage, feedsCopy } from '@/copy/communication'
import { listCommunication } from '@/data/communication'
import { getSettings } from '@/data/site'
import { detailHref } from '@/lib/communication'
import { buildIcs } from '@/lib/feeds'
import { htmlToText } from '@/lib/html'
import { absoluteUrl } from '@/lib/structuredData'
import { env } from '@/env'
import { edgeTagHeaders } from '@/cache/edge-tags.mjs'
import { withReadTags } from '@/cache'

// Rendered per request so URLs carry the running site's address; the events come from the
// cached reader (refreshed within 60 s) and shared caches keep it
// for 60 s, or, at an edge that purges by tag (src/cache/edge-tags.mjs), until an editor's change.
export const dynamic = 'force-dynamic'

/** An iCalendar subscription of the published events, one all-day VEVENT each. */
export async function GET(): Promise<Response> {
  const {
    value: [events, settings],
    tags,
  } = await withReadTags(() => Promise.all([listCommunication('EVE'), getSettings()]))
  const host = new URL(env.siteUrl).hostname
  const ics = buildIcs({
    prodId: feedsCopy.icsProdId,
    name: feedsCopy.icsName,
    description: feedsCopy.icsDescription,
    stamp: new Date(),
    events: events.map((e) => ({
      uid: `evento-${e.id}@${host}`,
      date: e.fecha,
      summary: e.titulo,
      description: htmlToText(e.contenido),
      url: absoluteUrl(env.siteUrl, detailHref(eventsPage.path, e.slug)),
      location: settings.direccion,
    })),
  })
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="actividades-ugc.ics"',
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      ...edgeTagHeaders(tags),
    },
  })
}
