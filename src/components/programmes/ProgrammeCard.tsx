import { Mail, WhatsAppIcon } from '@/components/ui/icons'
import { NewTabHint, newTabProps } from '@/components/layout/NewTabHint'
import { programmeCardCopy as copy } from '@/copy/offer'
import { whatsappLink } from '@/copy/menu'
import { getSettings } from '@/data/site'
import { OfferFacts } from './OfferFacts'
import { ProgrammeFacts } from './ProgrammeFacts'

type Props = {
  title: string
  /** Short official facts, e.g. the RVOE line. */
  facts: readonly string[]
  offer?: Parameters<typeof OfferFacts>[0]['facts']
  /** Where «Solicita información» leads: the page's form, naming the programme when the page has several. */
  askHref?: string
  className?: string
}

/**
 * A programme at a glance, and the ways to ask about it (issue 38, item 4): its RVOE, modality,
 * campus, duration and next start, «Solicita información» (the form below, with the programme
 * chosen) and WhatsApp.
 */
export async function ProgrammeCard({ title, facts, offer, askHref = '#contacto', className = '' }: Props) {
  const settings = await getSettings()
  return (
    <section aria-label={copy.label(title)} className={`rounded-xl bg-surface-warm p-5 shadow-card ring-1 ring-ink/5 ${className}`}>
      <ProgrammeFacts items={facts} />
      {offer ? <OfferFacts facts={offer} stacked className={facts.length > 0 ? 'mt-5' : ''} /> : null}
      <div className="mt-6 grid gap-3">
        <a href={askHref} className="btn btn-primary w-full">
          <Mail aria-hidden="true" className="size-5" />
          {copy.ask}
        </a>
        {settings.whatsapp ? (
          <a href={whatsappLink(settings.whatsapp, settings.mensaje_whatsapp)} {...newTabProps} className="btn btn-outline w-full">
            <WhatsAppIcon className="size-5" />
            {copy.whatsapp}
            <NewTabHint />
          </a>
        ) : null}
      </div>
    </section>
  )
}
