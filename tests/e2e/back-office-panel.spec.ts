import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectSiteType, saveScreen, seriousAxeFindings, ustedForms } from './admin-face'
import { firstAdmin } from './first-admin'
import { runLocalScript } from './local-script'
import { signIn } from './staff-sign-in'
import { runMail } from './mail-sink'
import { lexicalFromParagraphs } from '../../src/lib/lexical'
import { largePhoto } from '../support/photo'

// The back office as the first admin (back-office.spec.ts made it) and the staff it invites: its
// face and words, accounts, passwords, news, pictures. Each test has accounts and items of its own,
// so they run in both workers at once, beside the other staff projects.
test.describe.configure({ mode: 'parallel' })

const { email, password } = firstAdmin
const stamp = Date.now()

test('the sign-in page and the panel wear the university’s face: its logo, mark, red and type (1440 and 390 px)', async ({ page }) => {
  test.setTimeout(180_000)
  for (const width of [1440, 390]) {
    await page.context().clearCookies()
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto('/admin/login')
    // The university's logo, named as it, where the vendor's was.
    await expect(page.getByRole('img', { name: 'Universidad UGC', exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('.graphic-logo')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveCSS('background-color', 'rgb(196, 18, 48)')
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveCSS('color', 'rgb(255, 255, 255)')
    // The tab shows the site's icon.
    await expect(page.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1)
    await expect(page.locator('link[rel~="icon"][href*="payload"]')).toHaveCount(0)
    await expect(page).toHaveTitle(/Administración UGC$/)
    await expectSiteType(page)
    expect(await seriousAxeFindings(page)).toEqual([])
    await saveScreen(page, 'admin-login', width)

    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeAttached({ timeout: 30_000 })
    await expectSiteType(page)
    await saveScreen(page, 'admin-panel', width)
    // The top bar's way back to the dashboard is the university's mark, not the vendor's.
    await page.goto('/admin/collections/comunicaciones')
    const home = page.getByRole('link', { name: 'Universidad UGC: tablero' })
    await expect(home).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('.graphic-icon')).toHaveCount(0)
    await home.click()
    await expect(page).toHaveURL(/\/admin$/)
  }
})

// Strings the staff found in English, with vendor names or in Title Case, all replaced now.
const replacedStrings = [
  'MIME Type',
  'Thumbnail URL',
  'Configuración de Payload',
  'Tema del admin',
  'Nueva Contraseña',
  'Slug (dirección)',
  'Comience a escribir',
  'Panel de Control',
]

test('the back office speaks the staff’s Spanish: no English, vendor names or «usted» on its main pages', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeVisible({ timeout: 30_000 })

  const origin = { Origin: new URL(page.url()).origin }
  // The session's first read may come before its cookie has settled: read until the list answers.
  let news: { docs?: { id: number }[] } = {}
  await expect
    .poll(async () => {
      const answer = await page.request.get('/cms-api/comunicaciones?limit=1&depth=0', { headers: origin })
      news = (await answer.json().catch(() => ({}))) as typeof news
      return `${answer.status()} ${news.docs?.length ?? JSON.stringify(news).slice(0, 200)}`
    })
    .toBe('200 1')
  if (!news.docs) throw new Error('la lista de noticias no respondió')
  const pages = [
    '/admin',
    '/admin/collections/comunicaciones',
    `/admin/collections/comunicaciones/${news.docs[0]!.id}`,
    '/admin/collections/media',
    '/admin/account',
  ]
  for (const address of pages) {
    await page.goto(address)
    await expect(page.locator('.template-default__wrap, main').first()).toBeVisible({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    const text = await page.locator('body').innerText()
    for (const english of replacedStrings) expect(text, `${address}: ${english}`).not.toContain(english)
    expect(text.match(ustedForms), address).toBeNull()
  }
  // The media list names its columns in Spanish.
  await page.goto('/admin/collections/media')
  await expect(page.getByRole('columnheader', { name: 'Tipo de archivo' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('columnheader', { name: 'Tamaño' })).toBeVisible()
  // The back office has one theme, the light one its colours are made for: no choice on the account page.
  await page.goto('/admin/account')
  await expect(page.getByLabel('Nombre')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Apariencia de la administración')).toHaveCount(0)
})

// In this project, after the test above created the admin: the news item it publishes must not
// be seen by the page tests that count the news, which all run before.
test('a news item published through Payload is found by the site search at once, and not after it is deleted', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000)
  // The REST calls get a context of their own, one connection each: a kept-alive socket left idle
  // while the browser reads pages can be closed by the server just as the next call reuses it.
  // It says it comes from the site itself, as a browser would: the session cookie counts only then.
  const baseURL = test.info().project.use.baseURL!
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: 'close', Origin: new URL(baseURL).origin } })
  const login = await api.post('/cms-api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  // A word no seeded item has, in the body text (not the title), written with an accent.
  const word = `Quetzalcóatl${stamp}`
  const newsTitle = `Visita de la orquesta juvenil ${stamp}`
  const created = await api.post('/cms-api/comunicaciones', {
    data: {
      tipo: 'NOT',
      titulo: newsTitle,
      fecha: new Date().toISOString(),
      contenido: lexicalFromParagraphs([`La orquesta interpretó la obra ${word} en el campus Hojazen.`]),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const published = Date.now()
  const { doc } = (await created.json()) as { doc: { id: number } }

  try {
    // No waiting and no retry: the publish expired the search's cached list, so the very next
    // request already finds the item. Timed on the HTML alone, which is what the server owes.
    const query = `/buscar?q=${encodeURIComponent(`QUETZALCOATL${stamp}`)}`
    const html = await (await api.get(query)).text()
    const seconds = (Date.now() - published) / 1000
    test.info().annotations.push({ type: 'segundos hasta encontrarla', description: seconds.toFixed(2) })
    expect(html).toContain(`1 resultado para «QUETZALCOATL${stamp}»`)
    expect(seconds).toBeLessThan(5)

    await page.goto(query)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`1 resultado para «QUETZALCOATL${stamp}»`)
    const result = page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByRole('listitem')
    await expect(result.getByRole('link')).toHaveText(newsTitle)
    await expect(result.locator('p').first()).toHaveText('Noticia')
    await expect(result.locator('mark')).toHaveText(word)
    await result.getByRole('link').click()
    await expect(page.getByRole('main').getByText(newsTitle).first()).toBeVisible()
  } finally {
    expect((await api.delete(`/cms-api/comunicaciones/${doc.id}`)).status()).toBe(200)
    await api.dispose()
  }

  await page.goto(`/buscar?q=quetzalcoatl${stamp}`)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `No encontramos resultados para «quetzalcoatl${stamp}». Prueba con otras palabras.`,
  )
})

// Edge states of the design pass (issue 26): an item published with its title only.
test('a news item with a title only: its card shows the section’s artwork and its page a sentence and the way back', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000)
  const baseURL = test.info().project.use.baseURL!
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: 'close', Origin: new URL(baseURL).origin } })
  expect((await api.post('/cms-api/users/login', { data: { email, password } })).status()).toBe(200)
  const newsTitle = `Aviso breve sin imagen ${stamp}`
  const created = await api.post('/cms-api/comunicaciones', {
    data: { tipo: 'NOT', titulo: newsTitle, fecha: new Date().toISOString(), _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  try {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto('/vida-universitaria-y-eventos')
      const card = page.getByRole('main').getByRole('article').filter({ hasText: newsTitle })
      const artwork = card.locator('[data-artwork="NOT"]')
      await expect(artwork).toBeVisible()
      // The brand's gradient and the news icon fill the picture's place, not a pale block.
      expect(await artwork.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/gradient/)
      const box = (await artwork.boundingBox())!
      expect(box.height).toBeGreaterThan(150)
      await card.getByRole('link', { name: new RegExp(newsTitle) }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsTitle)
      const article = page.locator('article[aria-labelledby="detalle-titulo"]')
      await expect(
        article.getByText('Pronto compartiremos más detalles de esta publicación. Mientras tanto, consulta las demás en la lista.'),
      ).toBeVisible()
      await article.getByRole('link', { name: 'Volver a la lista' }).click()
      await expect(page).toHaveURL(/\/vida-universitaria-y-eventos$/)
    }
  } finally {
    expect((await api.delete(`/cms-api/comunicaciones/${doc.id}`)).status()).toBe(200)
    await api.dispose()
  }
})

/** Clicks «Guardar» on one's own account and checks the status the server answered the save with. */
async function saveAccount(page: Page, status: number) {
  const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/cms-api/users/'))
  await page.getByRole('button', { name: 'Guardar' }).click()
  expect((await answered).status()).toBe(status)
}

test('changing one’s own password in the admin asks for the current one, in Spanish', async ({ page }) => {
  // Four saves, a sign-out and two sign-ins through the admin: longer than one page's test.
  test.setTimeout(180_000)
  const editor = `editora.clave.${stamp}@ugc.edu.mx`
  const first = 'Bahia-de-Santa-Maria-2026'
  const second = 'Arco-de-Cabo-San-Lucas-2027'
  runLocalScript('institutional-editor.ts', ['create', editor, first])
  try {
    await page.goto('/admin/login')
    await page.getByLabel('Correo electrónico').fill(editor)
    await page.getByLabel('Contraseña').fill(first)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeVisible({ timeout: 30_000 })

    await page.goto('/admin/account')
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await page.getByLabel('Nueva contraseña').fill(second)
    await page.getByLabel('Confirmar contraseña').fill(second)
    // Saved right after typing: the admin's «required» marks on the new fields do not hold it back.
    await saveAccount(page, 400)
    // Said in Spanish; nothing changes.
    await expect(page.getByText('Para cambiar tu contraseña escribe también tu contraseña actual.').first()).toBeVisible({
      timeout: 30_000,
    })

    // Typed and saved at once: the earlier refusal does not hold the save back.
    await page.getByLabel('Contraseña actual').fill('No-es-la-mia-2026')
    await saveAccount(page, 400)
    await expect(page.getByText('La contraseña actual no es correcta.').first()).toBeVisible({ timeout: 30_000 })

    await page.getByLabel('Contraseña actual').fill(first)
    await saveAccount(page, 200)
    await expect(page.getByText('Se actualizó con éxito.').first()).toBeVisible({ timeout: 30_000 })

    // The new password is the one that signs in now.
    await page.goto('/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel('Correo electrónico').fill(editor)
    await page.getByLabel('Contraseña').fill(second)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeVisible({ timeout: 30_000 })
  } finally {
    runLocalScript('institutional-editor.ts', ['delete', editor])
  }
})

for (const width of [1440, 390]) {
  test(`changing one’s own e-mail in the admin asks for the current password, in Spanish; the new address signs in (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const before = `editora.correo.${width}.${stamp}@ugc.edu.mx`
    const after = `editora.nuevo.${width}.${stamp}@ugc.edu.mx`
    const secret = 'Playa-del-Amor-Los-Cabos-2026'
    runLocalScript('institutional-editor.ts', ['create', before, secret])
    try {
      await signIn(page, before, secret)
      await page.goto('/admin/account')
      const mail = page.getByRole('textbox', { name: /Correo electrónico/ })
      await expect(mail).toHaveValue(before, { timeout: 30_000 })

      // Without the current password: refused beside it, and the address stays.
      await mail.fill(after)
      await saveAccount(page, 400)
      await expect(page.getByText('Para cambiar tu correo escribe también tu contraseña actual.').first()).toBeAttached({ timeout: 30_000 })

      // A wrong one: refused too.
      await page.getByLabel('Contraseña actual').fill('No-es-la-mia-2026')
      await saveAccount(page, 400)
      await expect(page.getByText('La contraseña actual no es correcta.').first()).toBeAttached({ timeout: 30_000 })

      // The right one: saved.
      await page.getByLabel('Contraseña actual').fill(secret)
      await saveAccount(page, 200)

      // The new address is the one that signs in now.
      await page.goto('/admin/logout')
      await expect(page).toHaveURL(/\/admin\/login/)
      await signIn(page, after, secret)
    } finally {
      runLocalScript('institutional-editor.ts', ['delete', before])
      runLocalScript('institutional-editor.ts', ['delete', after])
    }
  })
}

for (const width of [1440, 390]) {
  test(`an editor saves a news draft before its title: «Sin título» in its header and in the list, never its number (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const editor = `editora.sintitulo.${width}.${stamp}@ugc.edu.mx`
    const secret = 'Cerro-de-la-Z-Los-Cabos-2026'
    runLocalScript('institutional-editor.ts', ['create', editor, secret, 'editor'])
    let id = ''
    try {
      await signIn(page, editor, secret)
      await page.goto('/admin/collections/comunicaciones/create')
      await expect(page.getByRole('button', { name: 'Guardar borrador' })).toBeVisible({ timeout: 30_000 })
      await page.getByRole('button', { name: 'Guardar borrador' }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/comunicaciones\/\d+/, { timeout: 30_000 })
      id = /comunicaciones\/(\d+)/.exec(page.url())![1]!
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin título')
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(id)

      await page.goto('/admin/collections/comunicaciones?sort=-updatedAt')
      await expect(page.locator(`a[href$="/comunicaciones/${id}"]`).first()).toHaveText('Sin título', { timeout: 30_000 })
      expect(await page.locator('body').innerText()).not.toContain('<Sin Título>')
    } finally {
      if (id) runLocalScript('institutional-editor.ts', ['delete-news', id])
      runLocalScript('institutional-editor.ts', ['delete', editor])
    }
  })
}

test('the forgot-password page works without a session, though the back office’s API is closed to it', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page).toHaveURL(/\/admin\/forgot/)
  await page.getByLabel('Correo electrónico').fill('alguien.sin.cuenta@ugc.edu.mx')
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByText(/Si el correo pertenece a una cuenta/)).toBeVisible()
})

for (const width of [1440, 390]) {
  test(`an admin invites a person, who chooses their own password with the e-mailed link and signs in (${width} px)`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const shot = (name: string) => saveScreen(page, name, width)
    const mail = runMail()
    const invitee = `docente.${width}.${stamp}@ugc.edu.mx`
    await page.goto('/admin/login')
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeAttached({ timeout: 30_000 })

    // E-mail, name and role: no password typed by the admin. The list's «Crear» opens the
    // invitation form.
    await page.goto('/admin/collections/users')
    await page.getByRole('link', { name: 'Crear Usuario' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/users\/create$/)
    await expect(page.getByRole('heading', { name: 'Invitar a una persona', level: 1 })).toBeVisible()
    const form = page.getByRole('region', { name: 'Invitar a una persona' })
    await expect(form.getByLabel('Contraseña')).toHaveCount(0)
    await form.getByLabel('Correo').fill(invitee)
    await form.getByLabel('Nombre').fill('Laura Geraldo')
    await form.getByLabel('Rol').selectOption('editor')
    await form.getByRole('button', { name: 'Enviar invitación' }).click()
    await expect(form.getByRole('status')).toHaveText(
      `Enviamos la invitación a ${invitee}. El enlace vence en 72 horas y sirve una sola vez.`,
    )
    await shot('invitar-cuenta')
    // The list says who has not accepted yet, and until when.
    await form.getByRole('link', { name: 'Ver la lista de usuarios' }).click()
    const row = page.getByRole('row').filter({ hasText: invitee })
    await expect(row).toContainText(/Invitación pendiente · vence el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)

    await row.getByRole('link', { name: invitee }).click()
    await expect(page.getByRole('heading', { name: 'Invitación pendiente' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reenviar invitación' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Revocar invitación' })).toBeVisible()
    await shot('invitacion-pendiente')

    // The e-mail, in Spanish, with the link on the site's address.
    const raw = await mail.mailTo(invitee)
    const link = raw.match(/https?:\/\/[^\s"<>]+\/admin\/reset\/[0-9a-f]{40}/)![0]
    const token = link.split('/').pop()!
    const { buildAccountEmail } = await import('../../src/lib/accountEmail')
    const shown = buildAccountEmail({
      kind: 'invitacion',
      link,
      expires: new Date(Date.now() + 72 * 3600_000),
      nombre: 'Laura Geraldo',
      siteUrl: new URL(link).origin,
    })
    expect(raw).toContain(shown.text.split('\n')[2]!.slice(0, 40))
    await page.setContent(shown.html)
    await shot('correo-invitacion')

    // The invitee, in another session, opens the link on this server.
    await page.context().clearCookies()
    await page.goto(`/admin/reset/${token}`)
    await expect(page.getByRole('heading', { name: 'Elegir contraseña' })).toBeVisible()
    await page.getByLabel('Nueva contraseña').fill('password1234')
    await page.getByLabel('Confirmar contraseña').fill('password1234')
    await choosePassword(page)
    // Said in Spanish (beside the field, or in its tooltip on a phone).
    await expect(
      page.getByText('Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.').filter({ visible: true }).first(),
    ).toBeVisible({ timeout: 30_000 })
    await page.waitForTimeout(600) // the notice slides in
    await shot('elegir-contrasena')
    await page.getByLabel('Nueva contraseña').fill('Faro-de-Cabo-Falso-2026')
    await page.getByLabel('Confirmar contraseña').fill('Faro-de-Cabo-Falso-2026')
    await choosePassword(page)
    await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeAttached({ timeout: 30_000 })

    // Signed out and in again with the password they chose.
    await page.goto('/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel('Correo electrónico').fill(invitee)
    await page.getByLabel('Contraseña').fill('Faro-de-Cabo-Falso-2026')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeAttached({ timeout: 30_000 })
  })
}

test('an admin resends a pending invitation and then revokes it, from the account’s page', async ({ page }) => {
  test.setTimeout(180_000)
  const invitee = `revocar.${stamp}@ugc.edu.mx`
  await page.goto('/admin/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeAttached({ timeout: 30_000 })
  await page.goto('/admin/collections/users/create')
  const form = page.getByRole('region', { name: 'Invitar a una persona' })
  await form.getByLabel('Correo').fill(invitee)
  await form.getByLabel('Nombre').fill('Persona por revocar')
  await form.getByRole('button', { name: 'Enviar invitación' }).click()
  await expect(form.getByRole('status')).toContainText(invitee)
  await form.getByRole('link', { name: 'Ver la lista de usuarios' }).click()

  await page.getByRole('row').filter({ hasText: invitee }).getByRole('link', { name: invitee }).click()
  await page.getByRole('button', { name: 'Reenviar invitación' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Enviamos una nueva invitación' })).toHaveText(
    'Enviamos una nueva invitación. El enlace anterior ya no funciona.',
  )

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('¿Revocar la invitación? La cuenta se elimina y su enlace deja de funcionar.')
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Revocar invitación' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/users(\?|$)/)
  await expect(page.getByRole('row').filter({ hasText: invitee })).toHaveCount(0)
})

/**
 * Presses «Elegir contraseña» until the form really sends it. On a slow machine a press right after
 * typing can come before the form has checked the new values, and the admin then holds it back.
 */
async function choosePassword(page: Page): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const sent = page
      .waitForRequest((r) => r.method() === 'POST' && r.url().includes('/users/reset-password'), { timeout: 8_000 })
      .then(
        () => true,
        () => false,
      )
    await page.getByRole('button', { name: 'Elegir contraseña' }).click()
    if (await sent) return
  }
  throw new Error('El formulario nunca envió la contraseña')
}

// One 20 MB photo for both widths: making it takes a few seconds.
let phonePhoto: Promise<Buffer> | undefined
const uploadTooLarge = 'El archivo pesa más de 25 MB, el máximo que se puede subir. Reduce la foto o divide el PDF y vuelve a intentarlo.'

for (const width of [1440, 390]) {
  test(`an editor uploads a 20 MB phone photo in Medios, and a file over 25 MB is refused in Spanish (${width} px)`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const shot = async (name: string) => {
      if (process.env.SCREENS_DIR)
        await page.screenshot({ path: path.join(process.env.SCREENS_DIR, `${name}-${width}.png`), fullPage: true })
    }
    phonePhoto ??= largePhoto()
    const photo = await phonePhoto
    const editor = `editora.fotos.${width}.${stamp}@ugc.edu.mx`
    const editorPassword = 'Playa-del-Amor-2026'
    runLocalScript('institutional-editor.ts', ['create', editor, editorPassword])
    try {
      await signIn(page, editor, editorPassword)

      // Medios → Crear: the limit and the accepted types are written under the upload area.
      await page.goto('/admin/collections/media')
      await page.getByRole('link', { name: 'Crear Archivo' }).first().click()
      await expect(page).toHaveURL(/\/admin\/collections\/media\/create/)
      await expect(page.getByText('Hasta 25 MB. Las fotos grandes se reducen al subirlas.', { exact: false })).toBeVisible({
        timeout: 30_000,
      })
      await shot('subir-archivo-limite')

      // A file over the limit: refused in Spanish; nothing is created. (The same sentence is marked at
      // the file too, but the admin may clear that mark when a check of the form it had under way
      // comes back, so the test reads the notice.)
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'presentacion-pesada.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(26 * 1024 * 1024, 7) })
      await page.getByLabel('Texto alternativo').fill('Presentación demasiado pesada')
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/cms-api/media'))
      await page.getByRole('button', { name: 'Guardar' }).click()
      expect((await refused).status()).toBe(413)
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: uploadTooLarge })).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText(/unknown error|error desconocido/i)).toHaveCount(0)
      await expect(page).toHaveURL(/\/admin\/collections\/media\/create/)
      // The notice slides in: the picture waits for it to settle.
      if (process.env.SCREENS_DIR) await page.waitForTimeout(1000)
      await shot('subir-archivo-rechazado')
      await page.goto('/admin/collections/media')
      await expect(page.getByRole('link', { name: 'Crear Archivo' }).first()).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText('presentacion-pesada.pdf')).toHaveCount(0)

      // The 20 MB photo goes up, and what is kept is 2560 px wide.
      await page.goto('/admin/collections/media/create')
      await page.locator('input[type="file"]').setInputFiles({ name: `foto-telefono-${width}.jpg`, mimeType: 'image/jpeg', buffer: photo })
      await page.getByLabel('Texto alternativo').fill('Foto tomada con el teléfono en el campus')
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/cms-api/media'), {
        timeout: 120_000,
      })
      await page.getByRole('button', { name: 'Guardar' }).click()
      expect((await created).status()).toBe(201)
      await expect(page.getByText('Archivo se creó correctamente.').first()).toBeVisible({ timeout: 30_000 })
      await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)
      // The file's details: far lighter than the 20 MB sent, 2560 px wide.
      // Tolerant of the separators the admin writes between size, width×height and type.
      const sizeAndWidth = /^(\d+(?:[.,]\d+)?)\s*(KB|MB)\W+2560\s*\S\s*1707\W+image\/jpeg$/
      const details = page.locator('.file-meta__size-type').filter({ visible: true }).first()
      await expect(details).toHaveText(sizeAndWidth, { timeout: 30_000 })
      const [, amount, unit] = sizeAndWidth.exec((await details.textContent())!)!
      expect(Number(amount) * (unit === 'MB' ? 1024 * 1024 : 1024)).toBeLessThan(photo.length / 4)
      await expect(page.getByText(`foto-telefono-${width}.jpg`).first()).toBeVisible()
    } finally {
      runLocalScript('institutional-editor.ts', ['delete', editor])
    }
  })
}

test('an editor sees a picture cut to each of the site’s shapes, moves its focal point, and the site keeps that part in view (1440 and 390 px)', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const editor = `editora.recortes.${stamp}@ugc.edu.mx`
  const editorPassword = 'Medano-Recortes-2026'
  const slug = 'estudiantes-de-gastronomia-ganan-el-primer-lugar-en-concurso-estatal-de-cocina'
  runLocalScript('institutional-editor.ts', ['create', editor, editorPassword])
  let mediaId: number | undefined
  let origin = {}
  try {
    await signIn(page, editor, editorPassword)
    // The staff cookie counts on requests that say they come from the site, as the browser's do.
    origin = { Origin: new URL(page.url()).origin }
    const news = (await (
      await page.request.get(`/cms-api/comunicaciones?where[slug][equals]=${slug}&depth=1`, { headers: origin })
    ).json()) as { docs: { path_imagen: { id: number } }[] }
    mediaId = news.docs[0]!.path_imagen.id
    const frames = page.locator('[data-slot-previews] li')
    const positions = () => frames.locator('img').evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).objectPosition))

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(`/admin/collections/media/${mediaId}`)
      await expect(page.getByRole('heading', { name: 'Cómo se recorta en el sitio' })).toBeVisible({ timeout: 30_000 })
      // Every shape the site shows pictures in, named with its ratio and where it is used.
      await expect(frames).toHaveCount(6)
      await expect(frames.locator('figcaption')).toHaveText([
        /^Portada de página · 8:3/,
        /^Diapositiva del inicio · 25:11/,
        /^Tarjeta · 16:9/,
        /^Cuadrada · 1:1/,
        /^Portada de libro · 2:3/,
        /^Portada en teléfono · 3:2/,
      ])
      // Each frame has its shape, whatever the screen.
      const ratios = await frames
        .locator('figure > div')
        .evaluateAll((divs) => divs.map((d) => Math.round((d.clientWidth / d.clientHeight) * 100) / 100))
      expect(ratios).toEqual([2.67, 2.27, 1.78, 1, 0.67, 1.5].map((r) => expect.closeTo(r, 1)))
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
      expect(await positions()).toEqual(Array(6).fill('50% 50%'))
      await saveScreen(page, 'medios-recortes', width)
    }

    // «Editar imagen» → the focal point at the lower left: every frame follows before saving.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('button', { name: 'Editar imagen' }).first().click()
    await page.locator('input[name="X %"]').fill('20')
    await page.locator('input[name="Y %"]').fill('80')
    await page.getByRole('button', { name: 'Aplicar cambios' }).click()
    await expect.poll(positions).toEqual(Array(6).fill('20% 80%'))
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/cms-api/media/${mediaId}`), {
      timeout: 120_000,
    })
    await page.getByRole('button', { name: 'Guardar' }).click()
    expect((await saved).status()).toBe(200)

    // The site's picture of that news item keeps the same part in view (the file may have a new name).
    const stored = (await (await page.request.get(`/cms-api/media/${mediaId}?depth=0`, { headers: origin })).json()) as {
      filename: string
      focalX: number
      focalY: number
    }
    expect([stored.focalX, stored.focalY]).toEqual([20, 80])
    const stem = stored.filename.replace(/\.\w+$/, '')
    const publicPicture = async () => {
      await page.goto(`/vida-universitaria-y-eventos?slug=${slug}`)
      const img = page.locator(`main article img[src*="${stem}"]`).first()
      return (await img.count()) ? img.evaluate((el) => getComputedStyle(el).objectPosition) : 'sin imagen'
    }
    await expect.poll(publicPicture, { timeout: 30_000 }).toBe('20% 80%')
  } finally {
    if (mediaId !== undefined) await page.request.patch(`/cms-api/media/${mediaId}`, { data: { focalX: 50, focalY: 50 }, headers: origin })
    runLocalScript('institutional-editor.ts', ['delete', editor])
  }
})
