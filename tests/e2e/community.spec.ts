import { expect, test, type Page } from '@playwright/test'
import { benefits, successStories } from '../../src/seed/fixtures/graduates'
import { infoBlocks } from '../../src/seed/fixtures/infoBlocks'
import { slides } from '../../src/seed/fixtures/slides'
import { campuses, settings } from '../../src/seed/fixtures/settings'

// Community pages (issue 7 items 2, 4, 5, 6 and 8; spec §2.9, §2.16, §2.17, §2.18, §2.23), on the
// seeded demo data.

const mapsHost = /^https:\/\/www\.google\.com\//

/** Checks that a link opens a new tab at `href` without handing over the opener. */
async function expectNewTab(link: ReturnType<Page['getByRole']>, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  await expect(link).toHaveAccessibleName(/se abre en una pestaña nueva/)
}

/** Clicks a link and returns the URL of the tab it opened; the other host answers with an empty page (no internet here). */
async function popupUrl(page: Page, host: RegExp, click: () => Promise<void>): Promise<string> {
  await page.context().route(host, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>externo</title>' }))
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()])
  await popup.waitForLoadState()
  const url = popup.url()
  await popup.close()
  return url
}

for (const width of [1440, 390]) {
  // What does not depend on the width (timers, links, files, data, redirects) is checked once, at 1440 px.
  test.describe(`páginas de comunidad a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('/circulos: banner y las tres áreas de servicio con su descripción y sus temas', async ({ page }) => {
      expect((await page.goto('/circulos'))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Círculos UGC')
      const areas = page.getByRole('region', { name: 'Áreas de servicio' })
      await expect(areas.getByRole('heading', { level: 3 })).toHaveText(['Psicología', 'Nutrición', 'Asesoría Jurídica'])
      for (const [area, description, topic] of [
        ['Psicología', /Un espacio de escucha y orientación/, 'Manejo del estrés y la ansiedad'],
        ['Nutrición', /Orientación alimentaria para cuidar tu salud/, 'Planes de alimentación personalizados'],
        ['Asesoría Jurídica', /Orientación legal gratuita/, 'Testamentos y sucesiones'],
      ] as const) {
        const card = areas.getByRole('article', { name: area })
        await expect(card.getByText(description)).toBeVisible()
        const topics = card.getByRole('list', { name: `Temas que atendemos: ${area}` }).getByRole('listitem')
        await expect(topics).toHaveCount(6)
        await expect(topics.filter({ hasText: topic })).toBeVisible()
      }
    })

    test('/egresados: las diez opciones de titulación, el requisito, los documentos y los contactos de titulación', async ({ page }) => {
      expect((await page.goto('/egresados'))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Egresados')
      const titulacion = page.getByRole('region', { name: 'Opciones de titulación' })
      await expect(titulacion.getByRole('list', { name: 'Las diez opciones de titulación' }).getByRole('heading', { level: 3 })).toHaveText(
        [
          'Titulación automática por excelencia académica',
          'Examen general de conocimientos',
          'Tesis',
          'Examen CENEVAL',
          'Experiencia profesional',
          'Proyecto de servicio social',
          'Estudios de posgrado',
          'Elaboración de material didáctico',
          'Residencia académica',
          'Emprendimiento',
        ],
      )
      const requirements = titulacion.getByRole('region', { name: 'Requisitos' })
      await expect(requirements).toContainText('sin adeudo de materias')
      await expect(requirements.getByRole('list', { name: 'Documentos' }).getByRole('listitem')).toHaveText([
        'Acta de nacimiento',
        'CURP',
        'Certificado de bachillerato legalizado',
        'Carta de liberación de servicio social',
        'Carta de liberación de prácticas profesionales',
        'Carta de pasante',
        'Certificado total de estudios',
        'Solicitud de opción de titulación',
      ])
      const contact = titulacion.getByRole('region', { name: 'Informes de titulación' })
      const whatsapp = contact.getByRole('link', { name: /WhatsApp de titulación: 624 143 3232/ })
      await expect(whatsapp).toBeVisible()
      await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${settings.whatsapp_titulacion}\\?text=`))
      await expect(whatsapp).toHaveAttribute('target', '_blank')
      const email = contact.getByRole('link', { name: `Correo de titulación: ${settings.correo_titulacion}` })
      await expect(email).toBeVisible()
      await expect(email).toHaveAttribute('href', `mailto:${settings.correo_titulacion}`)
    })

    test('/egresados: toma de protesta, casos de éxito con el botón según el ancho, bolsa de trabajo', async ({ page }) => {
      await page.goto('/egresados')
      await expect(page.getByRole('region', { name: 'Toma de Protesta' })).toContainText('acto solemne')

      const casos = page.getByRole('region', { name: 'Casos de Éxito' })
      await expect(casos.getByRole('heading', { level: 3 })).toHaveText(successStories.map((s) => s.titulo))
      await expect(casos.getByText(`Egresado de la ${successStories[0]!.subtitulo}`)).toBeVisible()
      const label = width < 640 ? 'Conoce Más' : 'Conoce Más de Nuestros Egresados'
      const more = casos.getByRole('link', { name: label, exact: true })
      await expect(more).toBeVisible()
      await expect(more).toHaveAccessibleName(label)
      expect((await more.innerText()).trim()).toBe(label)
      await expect(more).toHaveAttribute('href', '/casosdeexito')

      const bolsa = page.getByRole('region', { name: 'Bolsa de Trabajo' })
      await expect(bolsa).toContainText('Registra tu currículum')
      await expectNewTab(bolsa.getByRole('link', { name: /Ir a la Bolsa de Trabajo/ }), settings.url_bolsa_trabajo)
    })

    test('/egresados: Beneficios ExaUGC, una tarjeta por beneficio con descuento, título, descripción, imagen y ubicación', async ({
      page,
    }) => {
      await page.goto('/egresados')
      const section = page.getByRole('region', { name: 'Beneficios ExaUGC' })
      const cards = section.getByRole('article')
      await expect(cards).toHaveCount(benefits.length)
      for (const [i, b] of benefits.entries()) {
        const card = cards.nth(i)
        await expect(card).toHaveAccessibleName(b.titulo)
        await expect(card.getByText(new RegExp(`^${b.descuento}\\s%\\s*de descuento$`))).toBeVisible()
        await expect(card.getByText(b.descripcion)).toBeVisible()
        await expect(card.getByRole('img', { name: b.image.alt })).toBeVisible()
        await expect(card.getByText(b.ubicacion)).toBeVisible()
      }
    })

    test('/estudiantes: calendario, los tres sistemas en pestañas nuevas y el Centro de Idiomas', async ({ page }) => {
      expect((await page.goto('/estudiantes'))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estudiantes')
      const calendar = page.getByRole('region', { name: 'Calendario escolar' })
      for (const slide of slides.filter((s) => s.tipo === 'CAL')) {
        await expect(calendar.getByRole('img', { name: slide.image.alt })).toBeVisible()
      }
      await expect(calendar.getByRole('img')).toHaveCount(2)

      const systems = page.getByRole('region', { name: 'Servicios en línea' })
      await expectNewTab(systems.getByRole('link', { name: /^ServoEscolar/ }), settings.url_servoescolar)
      await expectNewTab(systems.getByRole('link', { name: /^Plataforma Virtual/ }), settings.url_plataforma_virtual)
      await expectNewTab(systems.getByRole('link', { name: /^Campus Virtual/ }), settings.url_campus_virtual)

      const teaser = page.getByRole('region', { name: 'Centro de Idiomas UGC' }).getByRole('link', { name: 'Conoce el Centro de Idiomas' })
      await expect(teaser).toHaveAttribute('href', '/ugcidiomas')
      await teaser.click()
      await expect(page).toHaveURL(/\/ugcidiomas$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centro de Idiomas UGC')
    })

    test('/estudiantes: servicio social y prácticas profesionales según la sección elegida en cada bloque', async ({ page }) => {
      await page.goto('/estudiantes')
      const servicio = page.getByRole('region', { name: 'Servicio Social', exact: true })
      const practicas = page.getByRole('region', { name: 'Prácticas Profesionales', exact: true })
      const servicioTitles = infoBlocks.filter((b) => b.seccion === 'servicio_social').map((b) => b.titulo)
      const practicasTitles = infoBlocks.filter((b) => b.seccion === 'practicas_profesionales').map((b) => b.titulo)
      expect(servicioTitles).toEqual(['Servicio Social', 'Servicio Social: liberación'])
      expect(practicasTitles).toEqual(['Practicas Profesionales'])
      await expect(servicio.getByRole('heading', { level: 3 })).toHaveText(servicioTitles)
      await expect(practicas.getByRole('heading', { level: 3 })).toHaveText(practicasTitles)
      // The rich text of each block is there, and only in its own section.
      await expect(servicio.getByText(/480 horas de trabajo en beneficio de la sociedad/)).toBeVisible()
      await expect(servicio.getByText(/constancia de liberación de servicio social/)).toBeVisible()
      await expect(servicio.getByText(/mínima de 240 horas/)).toHaveCount(0)
      await expect(practicas.getByText(/mínima de 240 horas/)).toBeVisible()
      await expect(practicas.getByText(/480 horas/)).toHaveCount(0)
    })

    test('/estudiantes: contacto de prácticas y la bolsa de prácticas en una pestaña nueva', async ({ page }) => {
      await page.goto('/estudiantes')
      const contact = page.getByRole('region', { name: 'Coordinación de Prácticas Profesionales' })
      const phone = contact.getByRole('link', { name: `Teléfono: ${settings.telefono_practicas}` })
      await expect(phone).toBeVisible()
      await expect(phone).toHaveAttribute('href', 'tel:+526241433033')
      const whatsapp = contact.getByRole('link', { name: /WhatsApp de prácticas: 624 143 3333/ })
      await expect(whatsapp).toBeVisible()
      await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${settings.whatsapp_practicas}\\?text=`))
      const email = contact.getByRole('link', { name: `Correo: ${settings.correo_practicas}` })
      await expect(email).toBeVisible()
      await expect(email).toHaveAttribute('href', `mailto:${settings.correo_practicas}`)
      await expectNewTab(page.getByRole('link', { name: /^Ver plazas de prácticas/ }), settings.url_bolsa_practicas)
    })

    test('/NuestroCampus: portada y los tres campus con fotos, dirección y el teléfono compartido', async ({ page }) => {
      expect((await page.goto('/NuestroCampus'))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestro Campus')
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(campuses.map((c) => c.nombre))
      for (const campus of campuses) {
        const section = page.getByRole('region', { name: campus.nombre, exact: true })
        await expect(section.getByText(campus.direccion)).toBeVisible()
        const phone = section.getByRole('link', { name: `Teléfono: ${settings.telefono_campus}` })
        await expect(phone).toBeVisible()
        await expect(phone).toHaveAttribute('href', 'tel:+526241433030')
        const photos = section.getByRole('list', { name: `Fotografías del campus ${campus.nombre}` }).getByRole('img')
        await expect(photos).toHaveCount(campus.galeria.length)
        for (const photo of campus.galeria) await expect(section.getByRole('img', { name: photo.alt })).toBeVisible()
        await expect(section.getByRole('button', { name: `Ubicación del campus ${campus.nombre}` })).toBeVisible()
      }
    })

    test('/NuestroCampus: el mapa se carga solo al abrir la ubicación; Cerrar, el fondo y Escape cierran y devuelven el foco', async ({
      page,
    }) => {
      const mapRequests: string[] = []
      page.on('request', (r) => mapsHost.test(r.url()) && mapRequests.push(r.url()))
      // No internet here: the map's own request is answered with an empty page, but it is seen.
      await page.route(mapsHost, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>mapa</title>' }))
      await page.goto('/NuestroCampus')
      await page.waitForLoadState('networkidle')
      expect(mapRequests).toEqual([])
      await expect(page.locator('iframe')).toHaveCount(0)

      const campus = campuses[1]!
      const section = page.getByRole('region', { name: campus.nombre, exact: true })
      const trigger = section.getByRole('button', { name: `Ubicación del campus ${campus.nombre}` })
      await expect(trigger).toHaveText(/^Ubicación/)
      const dialog = page.getByRole('dialog', { name: `Ubicación del campus ${campus.nombre}` })
      await expect(dialog).toBeHidden()

      // Opening creates the iframe with the campus's embed URL, half the viewport tall, in a box about max-w-4xl.
      await trigger.click()
      await expect(dialog).toBeVisible()
      const map = dialog.locator('iframe')
      await expect(map).toHaveAttribute('src', campus.mapa_embed)
      await expect(map).toHaveAttribute('title', `Mapa del campus ${campus.nombre}`)
      await expect.poll(() => mapRequests.some((u) => u.startsWith('https://www.google.com/maps/embed'))).toBe(true)
      await expect(page.locator('iframe')).toHaveCount(1)
      const mapBox = (await map.boundingBox())!
      expect(Math.round(mapBox.height)).toBe(450)
      const dialogBox = (await dialog.boundingBox())!
      expect(dialogBox.width).toBeLessThanOrEqual(896)
      if (width > 1000) expect(dialogBox.width).toBe(896)

      const maps = dialog.getByRole('link', { name: /^Abrir en Google Maps/ })
      await expectNewTab(maps, campus.mapa_enlace)
      expect(await popupUrl(page, mapsHost, () => maps.click())).toBe(campus.mapa_enlace)

      // 'Cerrar' (the button at the foot, with its word shown) closes; the map goes with the dialog.
      await dialog.getByRole('button', { name: 'Cerrar' }).filter({ hasText: 'Cerrar' }).click()
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()
      await expect(page.locator('iframe')).toHaveCount(0)

      // A click on the backdrop closes.
      await trigger.click()
      await expect(dialog).toBeVisible()
      await page.mouse.click(4, 4)
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()

      // Escape closes.
      await trigger.click()
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()

      // Each campus opens its own map.
      const other = campuses[2]!
      await page.getByRole('button', { name: `Ubicación del campus ${other.nombre}` }).click()
      await expect(page.getByRole('dialog', { name: `Ubicación del campus ${other.nombre}` }).locator('iframe')).toHaveAttribute(
        'src',
        other.mapa_embed,
      )
    })

    if (width === 1440)
      test('/NuestroCampus resuelve desde el enlace relativo de la página de inicio', async ({ page }) => {
        await page.goto('/')
        const link = page.getByRole('region', { name: '¿Por qué estudiar en UGC?' }).getByRole('link', { name: 'Nuestro Campus' })
        await expect(link).toHaveAttribute('href', 'NuestroCampus')
        await link.click()
        await expect(page).toHaveURL(/\/NuestroCampus$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestro Campus')
      })

    test('/quejasysugerencias: explicación, dos formularios distintos en pestañas nuevas y la nota de confidencialidad', async ({
      page,
    }) => {
      expect((await page.goto('/quejasysugerencias'))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quejas y Sugerencias')
      const mailbox = page.getByRole('region', { name: 'Buzón de quejas y sugerencias' })
      await expect(mailbox).toContainText('Este buzón está abierto')
      const queja = mailbox.getByRole('link', { name: /^Enviar una Queja/ })
      const sugerencia = mailbox.getByRole('link', { name: /^Enviar una Sugerencia/ })
      await expectNewTab(queja, settings.url_queja)
      await expectNewTab(sugerencia, settings.url_sugerencia)
      expect(settings.url_queja).not.toBe(settings.url_sugerencia)
      const support = /^https:\/\/soporte\.ugc\.edu\.mx\//
      expect(await popupUrl(page, support, () => queja.click())).toBe(settings.url_queja)
      expect(await popupUrl(page, support, () => sugerencia.click())).toBe(settings.url_sugerencia)
      const note = page.getByRole('region', { name: 'Tu información es confidencial' })
      await expect(note).toBeVisible()
      await expect(note).toContainText('confidencial')
      await expect(note).toContainText('solo los conocen las personas encargadas de atenderla')
    })
  })
}
