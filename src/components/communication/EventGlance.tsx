import { signupCopy as copy } from '@/copy/eventRegistration'
import type { EventDate } from '@/data/eventDates'
import type { EventSignup } from '@/data/eventRegistration'
import { registrationOpen } from '@/lib/eventRegistration'
import { EventFacts } from './EventFacts'
import { placesLeft } from './EventSignup'

/**
 * An event at a glance, right under its title, on the first screen of a phone and of a desktop:
 * when and where it happens (not when it was published), the places left and «Registrarme», which
 * leads to the sign-up further down.
 */
export function EventGlance({ date, signup, address }: { date: EventDate; signup: EventSignup | null; address: string }) {
  const open = signup !== null && registrationOpen(signup)
  return (
    <section aria-label={copy.glance} className="mt-5 rounded-xl border-l-4 border-brand bg-surface-warm p-5">
      <EventFacts date={date} address={address} places={signup ? (open ? placesLeft(signup) : copy.closedShort) : undefined} />
      {open ? (
        <a href="#registro" className="btn btn-primary mt-4">
          {copy.submit}
        </a>
      ) : null}
    </section>
  )
}
