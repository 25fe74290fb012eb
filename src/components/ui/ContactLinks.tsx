import { Mail, MessageCircle, Phone } from '@/components/ui/icons'
import { NewTabHint, newTabProps } from '@/components/layout/NewTabHint'
import { whatsappLink } from '@/copy/menu'
import { displayPhone, telHref } from '@/lib/phone'

type Props = {
  /** A phone number as editors write it; dialled through a `tel:` link. */
  phone?: string | null
  /** A WhatsApp number with its prefilled message; `text` is what the link shows (the number, spaced for reading, by default). */
  whatsapp?: { number: string | null | undefined; message: string; text?: string }
  email?: { address: string | null | undefined; subject?: string }
  /** Spoken before each value, e.g. 'WhatsApp de prácticas: '. */
  labels?: { phone?: string; whatsapp?: string; email?: string }
  /** 'brand' for red links on light backgrounds; 'light' inherits the white text of a red panel. */
  tone?: 'brand' | 'light'
  size?: 'base' | 'lg'
  className?: string
}

/**
 * A list of the ways to reach an office (phone, WhatsApp in a new tab, e-mail), each a link with
 * its icon and a spoken label. Values the settings leave empty are left out.
 */
export function ContactLinks({ phone, whatsapp, email, labels = {}, tone = 'brand', size = 'base', className = 'grid gap-3' }: Props) {
  const link = `inline-flex min-h-11 items-center gap-3 font-semibold underline-offset-4 hover:underline ${
    tone === 'brand' ? 'text-brand-dark' : ''
  } ${size === 'lg' ? 'text-lg' : ''}`
  const { phone: phoneLabel = 'Teléfono', email: emailLabel = 'Correo' } = labels
  // A link that shows words of its own ('Escríbenos por WhatsApp') needs no spoken label.
  const whatsappLabel = labels.whatsapp ?? (whatsapp?.text ? undefined : 'WhatsApp')
  return (
    <ul className={className}>
      {phone && (
        <li>
          <a href={telHref(phone)} className={link}>
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">{phoneLabel}: </span>
              {phone}
            </span>
          </a>
        </li>
      )}
      {whatsapp?.number && (
        <li>
          <a href={whatsappLink(whatsapp.number, whatsapp.message)} {...newTabProps} className={link}>
            <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
            <span>
              {whatsappLabel && <span className="sr-only">{whatsappLabel}: </span>}
              {whatsapp.text ?? displayPhone(whatsapp.number)}
            </span>
            <NewTabHint />
          </a>
        </li>
      )}
      {email?.address && (
        <li>
          <a
            href={`mailto:${email.address}${email.subject ? `?subject=${encodeURIComponent(email.subject)}` : ''}`}
            className={`${link} break-all`}
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">{emailLabel}: </span>
              {email.address}
            </span>
          </a>
        </li>
      )}
    </ul>
  )
}
