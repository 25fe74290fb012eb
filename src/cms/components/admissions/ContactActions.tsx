import type { Payload } from 'payload'
import { estadoLabel } from '@/cms/collections/ContactRequests/estado'
import { admissionsMessagesSlug } from '@/cms/globals/AdmissionsMessages'
import { staffStamp } from '@/lib/dates'
import { contactLinks, messageDefaults, type MessageTemplates } from '@/lib/contactLinks'
import { ContactLink } from './ContactLink.client'
import { requestOfView } from './requestOfView'

type Templates = Partial<Record<keyof MessageTemplates, string | null>>
type ProgrammeTemplates = Templates & { programa?: { value?: unknown } | null }

/** The office's messages for a programme: its own where an administrator wrote them, the general ones for the rest. */
async function templatesFor(payload: Payload, programa: string): Promise<MessageTemplates> {
  const stored = (await payload.findGlobal({ slug: admissionsMessagesSlug, depth: 1, overrideAccess: true })) as Templates & {
    por_programa?: ProgrammeTemplates[] | null
  }
  const own = (stored.por_programa ?? []).find((entry) => {
    const value = entry.programa?.value
    return value && typeof value === 'object' && (value as { titulo?: string }).titulo === programa
  })
  const pick = (key: keyof MessageTemplates) => own?.[key]?.trim() || stored[key]?.trim() || messageDefaults[key]
  return { correo_asunto: pick('correo_asunto'), correo_texto: pick('correo_texto'), whatsapp_texto: pick('whatsapp_texto') }
}

/**
 * At the top of a request (issue 39.10): «Llamar», «WhatsApp» and «Correo» to the person, the
 * messages already written for their programme and signed by whoever taps; each tap is logged in
 * «Seguimiento» as that contact. Nothing for a request without an id yet or once anonymised.
 */
export async function ContactActions({
  payload,
  id,
  user,
}: {
  payload: Payload
  id?: number | string
  user?: { nombre?: string | null; email?: string } | null
}) {
  const doc = await requestOfView(payload, id)
  if (!doc || doc.anonimizada) return null
  const asesor = user?.nombre?.trim() || 'tu asesor de admisiones'
  const links = contactLinks(doc, await templatesFor(payload, doc.programa), asesor)
  const person = `${doc.nombre} ${doc.apellido}`.trim()
  const adviserId = typeof doc.asesor === 'object' && doc.asesor ? doc.asesor.id : doc.asesor
  const adviser = adviserId
    ? await payload.findByID({ collection: 'users', id: adviserId, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  return (
    <section className="ugc-propio ugc-recuadro ugc-contactar" aria-labelledby="ugc-contactar-titulo">
      <h2 id="ugc-contactar-titulo" className="ugc-contactar__titulo">
        Contactar a {person}
      </h2>
      {/* Where the request stands, at the top: on a phone the fields that change it come after the person's data. */}
      <p className="ugc-contactar__resumen">
        <span>
          Estado: <strong>{estadoLabel(doc.estado)}</strong>
        </span>
        <span>
          Asesor: <strong>{adviser ? adviser.nombre?.trim() || adviser.email : 'sin asignar'}</strong>
        </span>
        <span>
          Próximo contacto: <strong>{doc.proximo_contacto ? staffStamp(new Date(doc.proximo_contacto)) : 'sin fecha'}</strong>
        </span>
        <a className="ugc-contactar__cambiar" href="#field-estado">
          Cambiar
        </a>
      </p>
      <div className="ugc-contactar__botones">
        <ContactLink id={doc.id} via="llamada" href={links.llamada} label="Llamar" detail={doc.telefono} />
        <ContactLink id={doc.id} via="whatsapp" href={links.whatsapp} label="WhatsApp" detail="Con el mensaje escrito" />
        <ContactLink id={doc.id} via="correo" href={links.correo} label="Correo" detail={doc.email} />
      </div>
      <p className="ugc-contactar__nota">Al tocar uno, queda anotado en el seguimiento como contacto tuyo, con la hora.</p>
    </section>
  )
}
