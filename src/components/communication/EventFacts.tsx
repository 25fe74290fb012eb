import type React from 'react'
import { CalendarDays, type IconComponent, MapPin, Users } from '@/components/ui/icons'
import { signupCopy as copy } from '@/copy/eventRegistration'
import type { EventDate } from '@/data/eventDates'
import { eventWhen } from '@/lib/eventWhen'

function Fact({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="shrink-0">
        <Icon aria-hidden="true" className="mt-0.5 size-5 text-brand" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

/** When and where an event happens and, when it takes registrations, the places left: the glance under its title and its sign-up. */
export function EventFacts({ date, address, places }: { date: EventDate; address: string; places?: string }) {
  return (
    <dl className="grid gap-3 text-ink">
      <Fact icon={CalendarDays} label={copy.when}>
        <time dateTime={date.inicio} className="block first-letter:uppercase">
          {eventWhen(date.inicio)}
        </time>
      </Fact>
      <Fact icon={MapPin} label={copy.where}>
        {date.lugar || address}
      </Fact>
      {places ? (
        <Fact icon={Users} label={copy.capacity}>
          {places}
        </Fact>
      ) : null}
    </dl>
  )
}
