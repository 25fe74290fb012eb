import type React from 'react'
import { Suspense } from 'react'
import { Dialog } from '@/components/ui/Dialog.client'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { captchaKind } from '@/guard/captcha'
import { listContactChoices } from '@/data/programmes'
import { getSettings } from '@/data/site'
import { findPreselectedProgramme } from '@/lib/preselect'
import { DeferredContactForm } from './DeferredContactForm.client'

const headingId = 'contacto-titulo'

/**
 * The one contact form (spec §2.24) as a page section with id "contacto": programmes, captcha
 * and privacy notice read on the server. `preselect` is a programme title or slug from the route.
 */
export async function ContactSection({
  preselect,
  title = 'Solicita información',
  aside,
}: {
  preselect?: string
  title?: string
  aside?: React.ReactNode
}) {
  const form = (
    <Suspense fallback={<p className="rounded-xl bg-surface p-8 text-center text-muted shadow-card">Cargando Formulario...</p>}>
      <LoadedContactForm preselect={preselect} />
    </Suspense>
  )
  return (
    <section id="contacto" data-clear-of-floating="" aria-labelledby={headingId} className="section-space scroll-mt-24 bg-surface-warm">
      <div className="container-page">
        <SectionHeading
          id={headingId}
          title={title}
          intro="Déjanos tus datos y te contactaremos para resolver tus dudas."
          align={aside ? 'left' : 'center'}
          className="max-w-2xl"
        />
        {aside ? (
          <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <div>{aside}</div>
            {form}
          </div>
        ) : (
          <div className="mx-auto mt-10 max-w-3xl">{form}</div>
        )}
      </div>
    </section>
  )
}

async function LoadedContactForm({ preselect }: { preselect?: string }) {
  const [choices, settings] = await Promise.all([listContactChoices(), getSettings()])
  const programmes = choices.map(({ id, titulo }) => ({ id, titulo }))
  return (
    <DeferredContactForm
      programmes={programmes}
      campuses={Object.fromEntries(choices.filter((c) => c.sedes.length > 1).map((c) => [c.id, c.sedes]))}
      preselected={findPreselectedProgramme(programmes, preselect)}
      captcha={captchaKind()}
      privacyNotice={
        <>
          <Dialog
            triggerLabel="Leer la política de privacidad y el aviso de privacidad"
            triggerClassName="inline-flex min-h-11 items-center rounded-sm text-left font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
            title="Aviso de privacidad"
            confirmLabel="Entendido"
          >
            {/* Sanitised by getSettings (richTextToHtml). */}
            <div
              className="space-y-4 text-base text-ink [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: settings.aviso_privacidad }}
            />
          </Dialog>
        </>
      }
    />
  )
}
