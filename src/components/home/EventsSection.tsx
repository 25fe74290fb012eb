import { SiteImage } from '@/components/ui/SiteImage'
import { eventsSection } from '@/copy/home'
import { listCommunication } from '@/data/communication'
import { listEventDates } from '@/data/eventDates'
import { formatDate, isoOf } from '@/lib/dates'
import { excerpt } from '@/lib/excerpt'
import { htmlToText } from '@/lib/html'
import { EventsCarousel } from './EventsCarousel.client'

/** Spec §2.4 item 6: "Actividades UGC", every published event in the looping carousel. */
export async function EventsSection() {
  const [events, dates] = await Promise.all([listCommunication('EVE'), listEventDates()])
  if (events.length === 0) return null
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
