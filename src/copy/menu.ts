import type { SiteSettings } from '@/data/site'
import { offerPage } from './offer'

/** A menu entry (spec §3 "Menu item"): title, href, optional sub-items. */
export type MenuItem = { title: string; href?: string; subItems?: MenuItem[] }

/** The header's admissions action (layout/AskLink): the contact form, the home page's unless the page holds one. */
export const askCopy = {
  label: 'Solicita información',
  formId: 'contacto',
  href: '/#contacto',
} as const

/** True for links that leave the site: the spec opens every `https` link in a new tab. */
export function isExternal(href: string): boolean {
  return href.startsWith('https')
}

/** The main menu of spec §2.2; external addresses come from the site settings. */
export function mainMenu(s: SiteSettings): MenuItem[] {
  return [
    { title: 'Inicio', href: '/' },
    {
      title: 'Programas Académicos',
      subItems: [
        // Not in the spec's menu: the finder of every level, first so it is seen before the levels.
        { title: offerPage.menuTitle, href: offerPage.path },
        { title: 'Prepa UGC', href: '/preparatoria' },
        { title: 'Licenciaturas', href: '/licenciaturas' },
        {
          title: 'Posgrados',
          subItems: [
            { title: 'Doctorados', href: s.url_doctorados },
            { title: 'Maestrías', href: s.url_maestrias },
            { title: 'Especialidades', href: s.url_especialidades },
          ],
        },
        {
          title: 'Educación Continua',
          subItems: [
            { title: 'Diplomados', href: '/diplomados' },
            { title: 'CONOCER', href: '/CONOCER' },
            { title: 'Centro de Idiomas', href: '/ugcidiomas' },
          ],
        },
      ],
    },
    { title: 'Estudiantes', href: '/estudiantes' },
    { title: 'Egresados', href: '/egresados' },
    {
      title: 'Virtual',
      subItems: [
        { title: 'Campus Virtual', href: s.url_campus_virtual },
        { title: 'Plataforma Virtual', href: s.url_plataforma_virtual },
        { title: 'Servoescolar WEB', href: s.url_servoescolar },
        { title: 'UGC Más', href: s.url_ugc_mas },
      ],
    },
    {
      title: 'Comunicación',
      subItems: [
        { title: 'Vida Universitaria y Eventos', href: '/vida-universitaria-y-eventos' },
        { title: 'Actividades UGC', href: '/actividades-ugc' },
        { title: 'Radio UGC', href: '/radiougc' },
        { title: 'Revista Científica', href: s.url_revista_cientifica },
        { title: 'SITCA', href: '/stica' },
        { title: 'Editorial', href: '/stica/editoriales' },
      ],
    },
    {
      title: 'Sociedad',
      subItems: [
        { title: 'Círculos UGC', href: '/circulos' },
        { title: 'NAFIN', href: s.url_nafin },
        { title: 'ULADES', href: s.url_ulades },
      ],
    },
    {
      title: 'Empresas',
      subItems: [
        { title: 'Incubadora', href: '/incubadora' },
        { title: 'Bolsa de Trabajo', href: s.url_bolsa_trabajo },
      ],
    },
  ]
}

/** The footer's "Oferta Académica" column. */
export function footerOffer(s: SiteSettings): MenuItem[] {
  return [
    { title: 'Preparatoria', href: '/preparatoria' },
    { title: 'Licenciaturas', href: '/licenciaturas' },
    { title: 'Maestrías', href: s.url_maestrias },
    { title: 'Doctorados', href: s.url_doctorados },
    { title: 'Especialidades', href: s.url_especialidades },
    { title: 'Diplomados', href: '/diplomados' },
    { title: 'CONOCER', href: '/CONOCER' },
    { title: 'Centro de Idiomas', href: '/ugcidiomas' },
  ]
}

/** The WhatsApp chat link with the settings' prefilled greeting (placeholders for name and subject). */
export function whatsappLink(number: string, message: string): string {
  const digits = number.replace(/\D/g, '')
  // Editors may write the 10 local digits; wa.me needs Mexico's country code in front.
  const international = digits.length === 10 ? `52${digits}` : digits
  return `https://wa.me/${international}?text=${encodeURIComponent(message)}`
}
