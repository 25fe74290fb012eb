import { SiteImage } from '@/components/ui/SiteImage'
import { eventsSection } from '@/copy/home'
import { listCommunication } from '@/data/communication'
import { listEventDates } from '@/data/eventDates'
import { formatDate, isoOf } from '@/lib/dates'
import { excerpt } from '@/lib/excerpt'
import { htmlToText } from '@/lib/html'
import { EventsCarousel } from './EventsCarousel.client'

/** Spec §2.4 item 6: "Actividades UGC", every published event in the looping carousel, those to come first. */
export async function EventsSection() {
  const [published, dates] = await Promise.all([listCommunication('EVE'), listEventDates()])
  if (published.length === 0) return null
  // «Súmate a lo que viene»: what is still to come opens the carousel, soonest first; what has
  // passed follows, newest first as published. (Read on each render of the page: a cached home keeps
  // its order until the next change to the events, at worst showing one just past first.)
  const now = Date.now()
  const startOf = (e: (typeof published)[number]) => (dates[e.slug] ? Date.parse(dates[e.slug].inicio) : Number.NaN)
  const coming = published.filter((e) => startOf(e) >= now).sort((a, b) => startOf(a) - startOf(b))
  const events = [...coming, ...published.filter((e) => !coming.includes(e))]
  // Each card shows the day the event happens, when its editor set one, not the day it was published.
  const dayOf = (e: (typeof events)[number]) => (dates[e.slug] ? formatDate(dates[e.slug].inicio) : e.fecha)
  return (
    <EventsCarousel
      heading={eventsSection.heading}
      intro={eventsSection.intro}
      cta={eventsSection.cta}
      delay={eventsSection.autoplayDelay}
      events={events.map((e) => ({
        slug: e.slug,
        titulo: e.titulo,
        fecha: dayOf(e),
        fechaIso: isoOf(dayOf(e)),
        resumen: excerpt(htmlToText(e.contenido), eventsSection.excerptLength),
        href: eventsSection.detailHref(e.slug),
      }))}
      images={events.map((e) => (
        <SiteImage
          key={e.id}
          src={e.path_imagen}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 32vw, (min-width: 768px) 47vw, 100vw"
        />
      ))}
    />
  )
}
