import { expect, test } from '@playwright/test'
import { buildAccountEmail } from '../../src/lib/accountEmail'
import { buildAcknowledgmentEmail } from '../../src/lib/acknowledgmentEmail'
import { buildDigestEmail } from '../../src/lib/digestEmail'
import { buildRegistrationEmail, type RegistrationMailKind } from '../../src/lib/registrationEmail'
import { buildRequestNotice } from '../../src/lib/requestNoticeEmail'
import { buildReviewEmail, type ReviewEmailKind } from '../../src/lib/reviewEmail'

// Every e-mail the site sends, built by its own code and opened in Chromium at a phone's width:
// nothing runs off the side, its one button is a link a thumb can press, the link it asks to follow
// is in both the HTML and the plain text, and nothing meant as text shows as markup.
const siteUrl = 'https://www.ugc.edu.mx'
const admin = `${siteUrl}/admin`
// A name with characters that must be escaped: it shows as typed, never as markup.
const tricky = 'Ana <b>López</b> & "Ruiz"'
const longLink = `${siteUrl}/admin/reset/${'a1b2c3d4'.repeat(8)}`

type Mail = { subject: string; text: string; html: string }
const mails: { name: string; mail: Mail; link: string }[] = [
  ...(['invitacion', 'restablecer'] as const).map((kind) => ({
    name: `cuenta-${kind}`,
    link: longLink,
    mail: buildAccountEmail({ kind, link: longLink, expires: new Date('2026-12-01T20:05:00Z'), nombre: 'Lucía', siteUrl }),
  })),
  ...(['pendiente', 'devuelta', 'publicada'] as ReviewEmailKind[]).map((kind) => ({
    name: `revision-${kind}`,
    link: `${admin}/collections/comunicaciones/12`,
    mail: buildReviewEmail({
      kind,
      titulo: 'Feria de becas 2027',
      tipo: 'Noticia o evento',
      persona: 'Publicadora de pruebas',
      nota: 'Revisa la foto, por favor.',
      comentario: 'Cambia la foto por una de la feria\ny agrega el horario.',
      enlace: `${admin}/collections/comunicaciones/12`,
      pendientes: `${admin}/collections/revisiones`,
      siteUrl,
    }),
  })),
  ...(['nueva', 'reasignada'] as const).map((kind) => ({
    name: `aviso-solicitud-${kind}`,
    link: `${admin}/collections/solicitudes-contacto/481`,
    mail: buildRequestNotice({
      kind,
      id: 481,
      nombre: tricky,
      apellido: 'Pérez',
      telefono: '6241234567',
      email: 'ana.lopez@example.com',
      programa: 'Licenciatura en Administración de Empresas Turísticas',
      comentario: '¿Tienen horario para quienes trabajan?\nGracias.',
      campus: 'Los Cabos, Culiacán',
      fuente: 'Búsqueda en Google',
      campana: 'becas-2027',
      pagina: '/licenciaturas/licenciatura-en-derecho',
      asesor: kind === 'nueva' ? 'Mariana Castro' : 'Jorge Beltrán',
      recibida: new Date('2026-11-29T22:05:00Z'),
      enlace: `${admin}/collections/solicitudes-contacto/481`,
      siteUrl,
    }),
  })),
  {
    name: 'acuse-solicitud',
    link: `${siteUrl}/licenciaturas/licenciatura-en-derecho`,
    mail: buildAcknowledgmentEmail({
      nombre: 'Ana',
      programa: 'Licenciatura en Derecho',
      programmeUrl: `${siteUrl}/licenciaturas/licenciatura-en-derecho`,
      asesor: 'Mariana Castro',
      whatsapp: 'https://wa.me/526241234567',
      siteUrl,
    }),
  },
  ...(['confirmado', 'lista-de-espera', 'promovido', 'recordatorio'] as RegistrationMailKind[]).map((kind) => ({
    name: `registro-${kind}`,
    link: `${siteUrl}/vida-universitaria-y-eventos/feria-de-becas-2027`,
    mail: buildRegistrationEmail({
      kind,
      nombre: 'Ana',
      evento: 'Feria de becas 2027',
      inicio: '2026-12-05T17:00:00Z',
      lugar: 'Auditorio del campus Los Cabos',
      acompanantes: 2,
      posicion: 3,
      eventUrl: `${siteUrl}/vida-universitaria-y-eventos/feria-de-becas-2027`,
      cancelUrl: `${siteUrl}/registro-evento/cancelar?registro=9&clave=${'f0'.repeat(16)}`,
      siteUrl,
    }),
  })),
  {
    name: 'resumen-matutino',
    link: `${admin}/collections/solicitudes-contacto/470`,
    mail: buildDigestEmail(
      {
        atrasadas: [
          {
            id: 470,
            nombre: tricky,
            programa: 'Maestría en Educación',
            espera: '2 días',
            enlace: `${admin}/collections/solicitudes-contacto/470`,
            createdAt: '',
          },
        ],
        recientes: [
          {
            id: 481,
            nombre: 'Luis Ochoa',
            programa: 'Preparatoria',
            espera: '3 horas',
            enlace: `${admin}/collections/solicitudes-contacto/481`,
            createdAt: '',
          },
        ],
      },
      '2026-11-30',
      siteUrl,
    )!,
  },
]

test.describe('every e-mail at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const { name, mail, link } of mails) {
    test(`${name}: fits the screen, its link is in the HTML and the text, nothing shows as markup`, async ({ page }) => {
      await page.setContent(mail.html)
      await expect(page).toHaveTitle(mail.subject)
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      // The university's name on top and the site's address at the foot.
      await expect(page.getByText('Universidad UGC').first()).toBeVisible()
      await expect(page.getByRole('link', { name: siteUrl.replace('https://', ''), exact: true })).toHaveAttribute('href', siteUrl)
      // The link the e-mail is about, in both parts.
      await expect(page.locator(`a[href="${link}"]`).first()).toBeVisible()
      expect(mail.text).toContain(link)
      // Escaped text: the tricky name shows as typed wherever it appears.
      expect(await page.locator('b').count()).toBe(0)
      if (mail.text.includes(tricky)) await expect(page.getByText(tricky, { exact: false }).first()).toBeVisible()
      // A button (when there is one) is at least 44 px tall.
      for (const button of await page.locator('a[style*="padding:12px 24px"]').all()) {
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      }
      if (process.env.SAVE_SCREENS) await page.screenshot({ path: `docs/screens/correos/${name}-390.png`, fullPage: true })
    })
  }
})
