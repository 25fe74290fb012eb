import { Download, MapPin, Phone } from '@/components/ui/icons'
import Link from 'next/link'
import { PhoneFold } from '@/components/ui/PhoneFold'
import type React from 'react'
import { footerOffer, isExternal, type MenuItem, whatsappLink } from '@/copy/menu'
import type { SiteSettings } from '@/data/site'
import { normalisePhone } from '@/lib/contact'
import { FacebookIcon, InstagramIcon, WhatsAppIcon, YouTubeIcon } from '@/components/ui/icons'
import { OptimisedImage } from '@/components/ui/SiteImage'
import { CurrentYear } from './CurrentYear.client'
import { FooterFrame, FooterSwitch } from './FooterSwitch.client'
import { Logo } from './Logo'
import { NewTabHint, newTabProps } from './NewTabHint'

/**
 * The site footer (spec §2.2): the /preparatoria variant on that page, the standard one elsewhere.
 * What the two share is sent to the browser once; only their differences go in both versions
 * (its frame and photo, the name, the phone and WhatsApp, the Editorial link).
 */
export function Footer({ settings }: { settings: SiteSettings }) {
  return (
    <FooterFrame
      backdrop={
        <>
          {/* The photo is an image, not a CSS background: it loads only as the footer nears the
              screen, at the width the phone needs, instead of with the top of the page. */}
          <OptimisedImage src="/images/footer-preparatoria.webp" alt="" fill sizes="100vw" className="-z-20 object-cover" />
          {/* Over the photo, a veil keeps every text at AA contrast wherever it falls. */}
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-darker/60" />
        </>
      }
    >
      <FooterBody settings={settings} />
    </FooterFrame>
  )
}

/** "+52 624…" and "(624) 143-3031" alike become a dialable tel: link. */
function telHref(phone: string): string {
  return `tel:+52${normalisePhone(phone)}`
}

/** A WhatsApp number stored with its country code, shown the Mexican way: 624 143 3030. */
function displayWhatsApp(number: string): string {
  const local = number.replace(/\D/g, '').slice(-10)
  return `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`
}

// Written out once in site.css: the footer holds some twenty of these links on every page.
const linkClass = 'footer-link'

function FooterLink({ item }: { item: MenuItem }) {
  const href = item.href ?? '/'
  if (isExternal(href)) {
    return (
      <a href={href} {...newTabProps} className={linkClass}>
        {item.title}
        <NewTabHint icon />
      </a>
    )
  }
  return (
    <Link href={href} className={linkClass}>
      {item.title}
    </Link>
  )
}

/** A column of links; on a phone it folds under its title (ui/PhoneFold), from `md` it stands open. */
function Column({ title, children }: { title: string; children: React.ReactNode }) {
  const heading = 'text-lg font-bold text-white'
  return (
    <nav aria-label={title}>
      <h2 className={`${heading} hidden md:block`}>{title}</h2>
      <PhoneFold summary={<h2 className={heading}>{title}</h2>} summaryClassName="border-b border-white/20 text-white">
        <ul className="mt-3">{children}</ul>
      </PhoneFold>
    </nav>
  )
}

/** The phone and WhatsApp lines of one footer: the school's own on /preparatoria, the university's elsewhere. */
function ContactLines({ settings, prepa }: { settings: SiteSettings; prepa: boolean }) {
  const phone = prepa ? settings.telefono_preparatoria : settings.telefono
  const whatsapp = prepa ? settings.whatsapp_preparatoria : settings.whatsapp
  return (
    <>
      {phone ? (
        <li>
          <a href={telHref(phone)} className={linkClass}>
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">Teléfono: </span>
              {phone}
            </span>
          </a>
        </li>
      ) : null}
      {whatsapp ? (
        <li>
          <a href={whatsappLink(whatsapp, settings.mensaje_whatsapp)} {...newTabProps} className={linkClass}>
            <WhatsAppIcon className="size-5 shrink-0" />
            <span>WhatsApp: {displayWhatsApp(whatsapp)}</span>
            <NewTabHint />
          </a>
        </li>
      ) : null}
    </>
  )
}

const links: MenuItem[] = [
  { title: 'Quejas y Sugerencias', href: '/quejasysugerencias' },
  { title: 'Quiénes Somos', href: '/quienes-somos' },
  { title: 'Nuestros Campus', href: '/NuestroCampus' },
  { title: 'Convenios y Becas', href: '/convenios' },
  { title: 'Casos de Éxito', href: '/casosdeexito' },
]
// The spec's prepa footer carries an Editorial link that leads nowhere (a placeholder); here it
// leads to the editorial page the site does have, rather than to a dead end.
const editorial: MenuItem = { title: 'Editorial', href: '/stica/editoriales' }

function FooterBody({ settings }: { settings: SiteSettings }) {
  const socials = [
    { name: 'Facebook', href: settings.facebook, Icon: FacebookIcon },
    { name: 'Instagram', href: settings.instagram, Icon: InstagramIcon },
    { name: 'YouTube', href: settings.youtube, Icon: YouTubeIcon },
  ].filter((s) => Boolean(s.href))

  return (
    <>
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 md:py-16 lg:grid-cols-[1.4fr_1fr_1fr]">
        <div className="md:col-span-2 lg:col-span-1">
          <Link href="/" className="inline-block rounded-md">
            <Logo label="Universidad UGC, inicio" tone="light" className="h-14 w-auto" />
          </Link>
          <FooterSwitch standard={null} preparatoria={<p className="mt-3 font-semibold text-white">Preparatoria UGC</p>} />
          <ul className="mt-6 space-y-1">
            <li>
              <address className="flex gap-2 py-2.5 not-italic text-white/90">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <span>{settings.direccion}</span>
              </address>
            </li>
            <FooterSwitch
              standard={<ContactLines settings={settings} prepa={false} />}
              preparatoria={<ContactLines settings={settings} prepa />}
            />
          </ul>
          {socials.length > 0 ? (
            <ul className="mt-4 flex gap-3" aria-label="Redes sociales">
              {socials.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a href={href ?? undefined} {...newTabProps} className="footer-social">
                    <Icon className="size-5" />
                    <span className="sr-only">{name}</span>
                    <NewTabHint />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <Column title="Oferta Académica">
          {footerOffer(settings).map((item) => (
            <li key={item.title}>
              <FooterLink item={item} />
            </li>
          ))}
        </Column>

        <Column title="Enlaces">
          {settings.reglamento_escolar ? (
            <li>
              <a href={settings.reglamento_escolar} download="Reglamento_Escolar_UGC.pdf" className={linkClass}>
                Reglamento Escolar
                <span className="sr-only"> (PDF, se descarga)</span>
                <Download aria-hidden="true" className="size-4 shrink-0 opacity-80" />
              </a>
            </li>
          ) : null}
          {links.map((item) => (
            <li key={item.title}>
              <FooterLink item={item} />
            </li>
          ))}
          <FooterSwitch
            standard={null}
            preparatoria={
              <li>
                <FooterLink item={editorial} />
              </li>
            }
          />
        </Column>
      </div>
      <div className="border-t border-white/20">
        <p className="container-page py-5 text-sm text-white/90">
          © <CurrentYear initial={new Date().getFullYear()} /> Universidad UGC. Todos los derechos reservados.
        </p>
      </div>
    </>
  )
}
