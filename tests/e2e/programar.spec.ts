import { expect, test, type Page } from '@playwright/test'
import { newsDraft } from './news-draft'
import { losCabosStamp } from './clock'
import { edgeBase } from './edge'
import { runLocalScript } from './local-script'
import { signIn as staffSignIn } from './staff-sign-in'

// «Programar publicación» (issue 21, item 2) as a publisher in Los Cabos uses it: a news draft
// scheduled for the coming minute shows in the list's «Programado» column, then appears by itself
// on the news page, its own address, the API, the RSS feed and the sitemap within a minute of its
// time, with nobody touching it (through the run's edge cache too).

const email = `programar.${Date.now()}@ugc.edu.mx`
const password = 'Publicar-A-Su-Hora-2026'
const tsx = (args: string[]) => runLocalScript('institutional-editor.ts', args)
const zone = 'America/Mazatlan'

test.use({ timezoneId: zone })
test.describe.configure({ timeout: 300_000 })
test.beforeAll(() => void tsx(['create', email, password]))
test.afterAll(() => void tsx(['delete', email]))

const signIn = (page: Page) => staffSignIn(page, email, password)

/** `at`'s day, hour:minute and month, in Los Cabos. */
function losCabosParts(at: Date): { day: string; time: string; month: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  // With the month asked for too, en-GB writes the day with two digits: the calendar shows «1».
  return { day: String(Number(parts.day)), time: `${parts.hour}:${parts.minute}`, month: String(Number(parts.month)) }
}

/** The minute, in Los Cabos, to schedule for: the next one at least 30 s away. */
function nextMinute(): { at: Date; time: string } {
  const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000)
  return { at, time: losCabosParts(at).time }
}

const stamp = (at: Date) => losCabosStamp(at)

/**
 * The save button's menu, then «Programar publicación» in it. A click on the menu's arrow before the
 * page's scripts have taken over opens nothing (seen on a busy machine), so it is clicked again until
 * the menu shows.
 */
async function openScheduleDrawer(page: Page) {
  const item = page.getByRole('button', { name: 'Programar publicación' })
  await expect(async () => {
    if (!(await item.isVisible())) await page.locator('.form-submit .popup-button').first().click()
    await expect(item).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 45_000 })
  await item.click()
}

/** Opens «Programar publicación» on the document's page, picks the day and time, and saves. */
async function schedule(page: Page, id: number, at: Date) {
  const { day, time, month } = losCabosParts(at)
  await page.goto(`/admin/collections/comunicaciones/${id}`)
  const publish = page.locator('#action-save')
  await expect(publish).toBeVisible({ timeout: 30_000 })
  // With unsaved changes the publish menu offers no «Programar publicación»: the page says why, until they are saved.
  const why = page.getByText('Guarda los cambios para poder programar su publicación.')
  const title = page.getByLabel('Título').first()
  const original = await title.inputValue()
  await expect(async () => {
    await title.press('End')
    await title.pressSequentially('!')
    await expect(why).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  await title.fill(original)
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(why).toBeHidden({ timeout: 15_000 })
  await openScheduleDrawer(page)
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByRole('heading', { name: /Programar publicación de «/ })).toBeVisible()
  await expect(drawer.getByText('No hay nada programado.')).toBeVisible({ timeout: 15_000 })
  // A document never published is scheduled to be published: «Publicar» is chosen already.
  await expect(drawer.getByRole('radio', { name: 'Publicar', exact: true })).toBeChecked()
  const when = drawer.locator('.react-datepicker__input-container input')
  await when.click()
  // The calendar speaks Spanish, to the eye and to a screen reader.
  await expect(page.locator('.react-datepicker-time__header')).toHaveText('Hora')
  await expect(page.locator('.react-datepicker__navigation--next')).toHaveAttribute('aria-label', 'Mes siguiente')
  // In the month's last hour, an hour from now is next month's first day: the calendar opens on this
  // month, whose 1st has passed (a click on it waited, disabled, for the test's whole time).
  if (month !== losCabosParts(new Date()).month) await page.locator('.react-datepicker__navigation--next').click()
  await page
    .locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)', { hasText: new RegExp(`^${day}$`) })
    .first()
    .click()
  await page.locator('.react-datepicker__time-list-item', { hasText: new RegExp(`^${time}$`) }).click()
  // The time as the staff read every date: dd/mm/aaaa HH:mm.
  await expect(when).toHaveValue(new RegExp(`^${String(day).padStart(2, '0')}/\\d{2}/\\d{4} ${time}$`))
  if (process.env.SAVE_SCREENS) await page.screenshot({ path: 'docs/screens/programar/cajon-1440.png' })
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Programado con éxito.')).toBeVisible({ timeout: 15_000 })
  return drawer
}

test('a news draft scheduled for the coming minute is listed as «Programado» and appears on every public view by itself within a minute of its time', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  const titulo = `Programada para su hora ${Date.now()}`
  const doc = await newsDraft(page, titulo, `${titulo}: aviso programado.`)
  const { at, time } = nextMinute()
  const drawer = await schedule(page, doc.id, at)
  await expect(drawer.locator('table')).toContainText(time)
  if (process.env.SAVE_SCREENS) await page.screenshot({ path: 'docs/screens/programar/programar-1440.png' })

  // The list says when, in the university's time.
  await page.goto('/admin/collections/comunicaciones')
  const row = page.locator('table tbody tr', { hasText: titulo })
  await expect(row.locator('.ugc-programado')).toHaveText(`Programado para el ${stamp(at)}`, { timeout: 30_000 })
  if (process.env.SAVE_SCREENS) await page.screenshot({ path: 'docs/screens/programar/lista-1440.png' })

  // The editor's home lists it among their drafts and under «Programado», with its time.
  await page.goto('/admin')
  const home = page.locator('.ugc-contenidos')
  await expect(home.getByRole('heading', { name: 'Tu contenido' })).toBeVisible({ timeout: 30_000 })
  await expect(home.locator('section', { has: page.getByRole('heading', { name: 'Mis borradores' }) })).toContainText(titulo)
  await expect(home.locator('section', { has: page.getByRole('heading', { name: 'Programado', exact: true }) })).toContainText(
    `${titulo}Noticia o evento · Programado para el ${stamp(at)}`,
  )
  if (process.env.SAVE_SCREENS) await page.screenshot({ path: 'docs/screens/programar/inicio-1440.png', fullPage: true })

  // Not on the site before its time.
  const apiTitles = async () =>
    ((await (await request.get('/api/get-comunicacion/?tipo=NOT&cantidad=100')).json()) as { data: { titulo: string }[] }).data.map(
      (n) => n.titulo,
    )
  // The list as a visitor reads it through the run's edge cache (tests/e2e/setup.ts), kept there.
  const edgeList = async () => (await request.get(`${edgeBase}/vida-universitaria-y-eventos`)).text()
  if (Date.now() < at.getTime() - 5000) {
    expect(await edgeList()).not.toContain(titulo)
    expect(await apiTitles()).not.toContain(titulo)
    expect((await request.get(`/vida-universitaria-y-eventos?slug=${doc.slug}`)).status()).toBe(404)
  }

  // Then, with nobody touching it, everywhere within a minute of its time.
  const within = at.getTime() + 60_000 - Date.now()
  await expect.poll(apiTitles, { timeout: within, intervals: [2000] }).toContain(titulo)
  await expect
    .poll(async () => (await request.get('/vida-universitaria-y-eventos')).text(), {
      timeout: at.getTime() + 60_000 - Date.now(),
      intervals: [1000],
    })
    .toContain(titulo)
  // Through the edge, within a second of the site: the queue's task purged it once committed.
  await expect.poll(edgeList, { timeout: 1000, intervals: [100] }).toContain(titulo)
  await expect
    .poll(async () => (await request.get(`/vida-universitaria-y-eventos?slug=${doc.slug}`)).status(), {
      timeout: Math.max(5000, at.getTime() + 60_000 - Date.now()),
    })
    .toBe(200)
  await expect
    .poll(async () => (await request.get('/vida-universitaria-y-eventos/rss.xml')).text(), {
      timeout: Math.max(5000, at.getTime() + 60_000 - Date.now()),
    })
    .toContain(titulo)
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: Math.max(5000, at.getTime() + 60_000 - Date.now()) })
    .toContain(doc.slug)

  // Done, it leaves the column.
  await page.goto('/admin/collections/comunicaciones')
  await expect(page.locator('table tbody tr', { hasText: titulo }).locator('.ugc-programado')).toHaveText('')
})

test('at 390 px a publisher schedules a publish for later, sees it in the list, and removes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  const titulo = `Programada y cancelada ${Date.now()}`
  const doc = await newsDraft(page, titulo, `${titulo}: aviso programado.`)
  // An hour from now (the next day's list when that crosses midnight).
  const later = new Date(Math.ceil((Date.now() + 3600_000) / 60_000) * 60_000)
  const drawer = await schedule(page, doc.id, later)
  if (process.env.SAVE_SCREENS) await page.screenshot({ path: 'docs/screens/programar/programar-390.png' })
  await page.goto('/admin/collections/comunicaciones')
  const cell = page.locator('table tbody tr', { hasText: titulo }).locator('.ugc-programado')
  await expect(cell).toHaveText(`Programado para el ${stamp(later)}`, { timeout: 30_000 })
  if (process.env.SAVE_SCREENS) await page.screenshot({ path: 'docs/screens/programar/lista-390.png', fullPage: true })
  await page.goto('/admin')
  await expect(
    page.locator('.ugc-contenidos section', { has: page.getByRole('heading', { name: 'Programado', exact: true }) }),
  ).toContainText(titulo, { timeout: 30_000 })
  if (process.env.SAVE_SCREENS) await page.screenshot({ path: 'docs/screens/programar/inicio-390.png', fullPage: true })

  // Removed from the drawer, it leaves the list.
  await page.goto(`/admin/collections/comunicaciones/${doc.id}`)
  await openScheduleDrawer(page)
  await expect(drawer.locator('table')).toContainText(losCabosParts(later).time, { timeout: 15_000 })
  await drawer.locator('table button').first().click()
  await expect(drawer.getByText('No hay nada programado.')).toBeVisible({ timeout: 15_000 })
  await page.goto('/admin/collections/comunicaciones')
  await expect(page.locator('table tbody tr', { hasText: titulo }).locator('.ugc-programado')).toHaveText('', { timeout: 30_000 })
})
