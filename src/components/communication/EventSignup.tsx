import { Dialog } from '@/components/ui/Dialog.client'
import { signupCopy as copy } from '@/copy/eventRegistration'
import { listContactProgrammes } from '@/data/programmes'
import { getSettings } from '@/data/site'
import type { EventSignup as Signup } from '@/data/eventRegistration'
import { captchaKind } from '@/guard/captcha'
import { registrationOpen } from '@/lib/eventRegistration'
import { eventWhen } from '@/lib/eventWhen'
import { EventFacts } from './EventFacts'
import { EventSignupForm } from './EventSignupForm.client'

/** «Quedan 12 lugares.», or the waiting list once no place is free. */
export function placesLeft(signup: Signup): string {
  const free = Math.max(0, signup.cupo - signup.ocupados)
  return free === 0 ? copy.full : copy.places(free)
}

/**
 * The sign-up of an event that takes registrations (issue 23, item 3), under its text: when and
 * where, the places left, the deadline, and the form (or the waiting list when it is full).
 */
export async function EventSignup({ signup, address }: { signup: Signup; address: string }) {
  const open = registrationOpen(signup)
  // Full only when no place is free: a place nobody waiting fits in is offered to whoever comes.
  const full = signup.cupo - signup.ocupados <= 0
  return (
    <section
      id="registro"
      data-clear-of-floating=""
      aria-labelledby="registro-titulo"
      className="mt-12 scroll-mt-24 rounded-xl bg-surface-warm p-5 sm:p-8"
    >
      <h2 id="registro-titulo" className="type-h2 font-bold text-ink">
        {copy.heading}
      </h2>
      <div className="mt-5">
        <EventFacts date={signup} address={address} places={open ? placesLeft(signup) : undefined} />
      </div>
      {open ? (
        <>
          <p className="mt-3 text-sm text-muted">{copy.deadline(eventWhen(signup.cierre ?? signup.inicio))}</p>
          <div className="mt-6">
            <LoadedForm slug={signup.slug} full={full} />
          </div>
        </>
      ) : (
        <p className="mt-5 rounded-lg border-l-4 border-brand bg-brand-50 px-4 py-3 font-semibold text-brand-darker">{copy.closed}</p>
      )}
    </section>
  )
}

async function LoadedForm({ slug, full }: { slug: string; full: boolean }) {
  const [programmes, settings] = await Promise.all([listContactProgrammes(), getSettings()])
  return (
    <EventSignupForm
      slug={slug}
      full={full}
      programmes={programmes}
      captcha={captchaKind()}
      privacyNotice={
        <Dialog
          triggerLabel="Leer la política de privacidad y el aviso de privacidad"
          triggerClassName="inline-flex min-h-11 items-center rounded-sm text-left font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
          title="Aviso de privacidad"
          confirmLabel="Entendido"
        >
          {/* Sanitised by getSettings (richTextToHtml). */}
          <div
            className="space-y-4 text-base text-ink [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: settings.aviso_privacidad }}
          />
        </Dialog>
      }
    />
  )
}
