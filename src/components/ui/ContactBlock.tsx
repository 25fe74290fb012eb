import { MapPin, Phone } from '@/components/ui/icons'
import { getSettings } from '@/data/site'
import { telHref } from '@/lib/phone'
import { SocialLinks } from './SocialLinks'

type Props = { className?: string }

/**
 * The contact panel that sits beside the contact form (spec §2.4 item 10): campus label,
 * address, the main phone as a link that dials, and the social networks.
 */
export async function ContactBlock({ className = '' }: Props) {
  const s = await getSettings()
  return (
    <div
      className={`on-dark flex flex-col gap-6 rounded-2xl bg-linear-to-br from-brand to-brand-dark p-6 text-white shadow-card md:p-8 ${className}`}
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-white/85">Contáctanos</p>
        {s.etiqueta_campus && <p className="mt-1 text-2xl font-extrabold leading-tight">{s.etiqueta_campus}</p>}
      </div>
      <address className="flex flex-col gap-4 not-italic">
        {s.direccion && (
          <p className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{s.direccion}</span>
          </p>
        )}
        {s.telefono && (
          <p className="flex items-center gap-3">
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            <a
              href={telHref(s.telefono)}
              className="inline-flex min-h-11 items-center text-lg font-semibold underline-offset-4 hover:underline"
            >
              <span className="sr-only">Teléfono: </span>
              {s.telefono}
            </a>
          </p>
        )}
      </address>
      <div>
        <p className="mb-3 text-sm font-semibold">Síguenos en redes sociales</p>
        <SocialLinks facebook={s.facebook ?? ''} instagram={s.instagram ?? ''} youtube={s.youtube ?? ''} tone="light" />
      </div>
    </div>
  )
}
