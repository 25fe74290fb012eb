import { absoluteUrl, organization, university } from './structuredData'

/** An `Event` held at the university (one event's detail page). `startDate` is a yyyy-mm-dd date, or the sign-up's start time. */
export function eventJsonLd({
  siteUrl,
  path,
  name,
  startDate,
  description,
  image,
  address,
  signup,
}: {
  siteUrl: string
  path: string
  name: string
  startDate: string
  description: string
  image?: string | null
  /** The campus address where the event takes place. */
  address: string
  /** When it takes registrations: its times, place, places and deadline (issue 23, item 3). */
  signup?: { fin: string | null; lugar: string | null; cupo: number; ocupados: number; cierre: string | null; inicio: string }
}) {
  const remaining = signup ? Math.max(0, signup.cupo - signup.ocupados) : 0
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    ...(startDate ? { startDate } : {}),
    ...(signup?.fin ? { endDate: signup.fin } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: signup?.lugar || university,
      address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'MX' },
    },
    ...(signup
      ? {
          maximumAttendeeCapacity: signup.cupo,
          remainingAttendeeCapacity: remaining,
          offers: {
            '@type': 'Offer',
            price: 0,
            priceCurrency: 'MXN',
            availability: remaining > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            validThrough: signup.cierre ?? signup.inicio,
            url: `${absoluteUrl(siteUrl, path)}#registro`,
          },
        }
      : {}),
    ...(image ? { image: [absoluteUrl(siteUrl, image)] } : {}),
    description,
    organizer: organization(siteUrl),
    url: absoluteUrl(siteUrl, path),
  }
}
