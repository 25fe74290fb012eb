import { expect, test, type Page } from '@playwright/test'
import Parser from 'rss-parser'
import { testSiteUrl as siteUrl } from '../support/site.mjs'
import { slides as seededSlides } from '../../src/seed/fixtures/slides'

const radioSlides = seededSlides.filter((s) => s.tipo === 'RAD').sort((a, b) => a.orden - b.orden)

// /radiougc and its podcast feed (spec §2.13; issue 6 items 2, 6 and 7), on the seeded podcast
// (src/seed/fixtures/podcasts.ts: ten published episodes, June to November 2026) and the RAD slides.

const streamUrl = 'https://radio.ugc.edu.mx/stream/1047fm'
const streamHost = 'radio.ugc.edu.mx'

// Newest first, as the page and the feed list them.
const episodes = [
  { fecha: '20/11/2026', titulo: 'Finanzas personales para el fin de año', conduce: 'Mtro. Fernando Amador', invitados: null },
  {
    fecha: '06/11/2026',
    titulo: 'Inteligencia artificial en el aula: aliada o amenaza',
    conduce: 'Ing. Óscar Higuera',
    invitados: 'Mtra. Gabriela Núñez',
  },
  { fecha: '30/10/2026', titulo: 'Tradiciones de Día de Muertos en Baja California Sur', conduce: 'Lic. Daniela Arce', invitados: null },
  {
    fecha: '02/10/2026',
    titulo: 'Agua, turismo y futuro: lo que debemos saber',
    conduce: 'Dra. Beatriz Cosío',
    invitados: 'Dr. Manuel Fiol y Mtra. Ana López',
  },
  {
    fecha: '11/09/2026',
    titulo: 'Emprender en Los Cabos: historias de egresados',
    conduce: 'Mtra. Claudia Espinoza',
    invitados: 'Lic. Mariana Castro y Ing. Luis Beltrán',
  },
  {
    fecha: '21/08/2026',
    titulo: 'Tus derechos como trabajador de la industria turística',
    conduce: 'Mtro. Fernando Amador',
    invitados: 'Lic. Jorge Ruiz y Lic. Sofía Talamantes',
  },
  { fecha: '31/07/2026', titulo: 'Cómo elegir tu carrera sin morir en el intento', conduce: 'Lic. Daniela Arce', invitados: null },
  {
    fecha: '10/07/2026',
    titulo: 'Sabores del Mar de Cortés: la cocina sudcaliforniana en la mesa',
    conduce: 'Chef Héctor Manríquez',
    invitados: 'Chef Laura Geraldo y Sr. Ramón Cota, pescador de Cabo San Lucas',
  },
  {
    fecha: '19/06/2026',
    titulo: 'Salud mental en la temporada alta: cuidarse mientras se atiende a otros',
    conduce: 'Mtra. Claudia Espinoza',
    invitados: 'Psic. Andrea Lucero',
  },
  {
    fecha: '05/06/2026',
    titulo: 'Voces del Cabo: el turismo que viene después del verano',
    conduce: 'Lic. Daniela Arce',
    invitados: 'Mtro. Ricardo Ojeda y Lic. Paola Villavicencio',
  },
]
const titlesOf = (month: string) => episodes.filter((e) => e.fecha.endsWith(month)).map((e) => e.titulo)

const broadcasts = (page: Page) => page.getByRole('region', { name: 'Últimas Transmisiones' })
const episodeCards = (page: Page) => broadcasts(page).getByRole('article')
const archive = (page: Page) => page.getByRole('combobox', { name: 'Archivo' })
const episodeJsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')).filter((d) => d['@type'] === 'PodcastEpisode'))

for (const width of [1440, 390]) {
  // What does not depend on the width (timers, links, files, data, redirects) is checked once, at 1440 px.
  test.describe(`/radiougc a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('el carrusel de programas (RAD) bajo el encabezado Programas', async ({ page }) => {
      const response = await page.goto('/radiougc')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radio UGC')
      await expect(page.getByRole('heading', { level: 2, name: 'Programas' })).toBeVisible()
      const carousel = page.getByRole('region', { name: 'Programas de Radio UGC' })
      const slides = carousel.locator('[aria-roledescription="diapositiva"]')
      await expect(slides).toHaveCount(3)
      await expect(slides.first().getByRole('img')).toHaveAttribute('alt', 'Locutores de Radio UGC en cabina durante el programa matutino')
      await expect(carousel.getByRole('button', { name: 'Diapositiva siguiente' })).toBeVisible()
      // Each programme's name is written over its picture (issue 38.2).
      await expect(slides.first().getByText('Despierta con UGC', { exact: true })).toBeVisible()
      await carousel.getByRole('button', { name: 'Ir a la diapositiva 2' }).click()
      await expect(carousel.getByRole('button', { name: 'Ir a la diapositiva 2' })).toHaveAttribute('aria-current', 'true')
      const second = radioSlides[1]!.titulo
      await expect(slides.nth(1).getByText(second, { exact: true })).toBeInViewport()
    })

    if (width === 1440)
      test('el reproductor en vivo no pide nada a la transmisión hasta que se presiona reproducir', async ({ page }) => {
        const toStream: string[] = []
        page.on('request', (r) => {
          if (new URL(r.url()).hostname === streamHost) toStream.push(r.url())
        })
        // No internet here: the stream answers with an error after a moment, so "Conectando…" shows first.
        await page.route(new RegExp(streamHost.replaceAll('.', '\\.')), async (route) => {
          await new Promise((r) => setTimeout(r, 1500))
          await route.abort('internetdisconnected')
        })
        await page.goto('/radiougc')
        const live = page.getByRole('region', { name: 'Radio 104.7 FM' })
        await expect(live.getByRole('heading', { level: 2 })).toHaveText('Radio 104.7 FM')
        const social = live.getByRole('link')
        await expect(social).toHaveCount(3)
        for (const link of await social.all()) await expect(link).toHaveAttribute('target', '_blank')
        const play = live.getByRole('button', { name: 'Escuchar en vivo: Radio 104.7 FM' })
        await play.scrollIntoViewIfNeeded()
        await page.waitForLoadState('networkidle')
        expect(toStream).toEqual([])
        const player = live.locator('audio')
        await expect(player).toHaveCount(1)
        await expect(player).not.toHaveAttribute('src')
        await expect(player).toHaveAttribute('preload', 'none')
        await expect(live.getByRole('status')).toHaveText('Listo para escuchar')

        await play.click()
        await expect(player).toHaveAttribute('src', streamUrl)
        await expect(live.getByRole('status')).toHaveText('Conectando…')
        await expect.poll(() => toStream.length).toBeGreaterThan(0)
        expect(toStream.every((u) => u.startsWith(streamUrl))).toBe(true)
        await expect(live.getByRole('status')).toHaveText(
          'No se pudo cargar la transmisión en vivo. Revisa tu conexión e inténtalo de nuevo.',
        )
      })

    test('con señal, el reproductor muestra En vivo, sigue sonando al elegir un mes y se puede pausar', async ({ page }) => {
      // The stream stands in as a minute of silence (16-bit mono PCM WAV), so the browser really plays.
      const seconds = 60
      const rate = 8000
      const body = Buffer.alloc(44 + seconds * rate * 2)
      body.write('RIFF', 0, 'ascii')
      body.writeUInt32LE(36 + seconds * rate * 2, 4)
      body.write('WAVEfmt ', 8, 'ascii')
      body.writeUInt32LE(16, 16)
      body.writeUInt16LE(1, 20)
      body.writeUInt16LE(1, 22)
      body.writeUInt32LE(rate, 24)
      body.writeUInt32LE(rate * 2, 28)
      body.writeUInt16LE(2, 32)
      body.writeUInt16LE(16, 34)
      body.write('data', 36, 'ascii')
      body.writeUInt32LE(seconds * rate * 2, 40)
      await page.route(new RegExp(streamHost.replaceAll('.', '\\.')), (route) =>
        route.fulfill({ status: 200, contentType: 'audio/wav', body }),
      )
      await page.goto('/radiougc')
      const live = page.getByRole('region', { name: 'Radio 104.7 FM' })
      await live.getByRole('button', { name: 'Escuchar en vivo: Radio 104.7 FM' }).click()
      await expect(live.getByRole('status')).toHaveText('En vivo')
      // Choosing a month of the podcast (another view, from the cache) leaves the radio playing.
      await archive(page).selectOption('10/2026')
      await page.waitForURL(/\/radiougc\?month=10\/2026$/)
      await expect(broadcasts(page)).toContainText('Mes: Octubre de 2026')
      await expect(live.getByRole('status')).toHaveText('En vivo')
      expect(await live.locator('audio').evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0)).toBe(true)
      await live.getByRole('button', { name: 'Pausar la transmisión: Radio 104.7 FM' }).click()
      await expect(live.getByRole('status')).toHaveText('En pausa')
      await expect(live.locator('audio')).not.toHaveAttribute('src')
      await live.getByRole('button', { name: 'Escuchar en vivo: Radio 104.7 FM' }).click()
      await expect(live.getByRole('status')).toHaveText('En vivo')
    })

    test('Últimas Transmisiones: cada episodio con fecha, título, conductor, invitados si los hay y su audio', async ({ page }) => {
      await page.goto('/radiougc')
      await expect(broadcasts(page).getByRole('heading', { level: 2 }).first()).toHaveText('Últimas Transmisiones')
      const cards = episodeCards(page)
      await expect(cards).toHaveCount(episodes.length)
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(episodes.map((e) => e.titulo))
      await expect(cards.locator('time')).toHaveText(episodes.map((e) => e.fecha))
      for (const [i, e] of episodes.entries()) {
        const card = cards.nth(i)
        await expect(card).toContainText(`Conduce: ${e.conduce}`)
        if (e.invitados) await expect(card).toContainText(`Invitados: ${e.invitados}`)
        else await expect(card).not.toContainText('Invitados:')
        const audio = card.locator('audio')
        // The site's player: a play button, the position and the length (the seeded WAVs last 4 s).
        const player = card.getByRole('group', { name: `Reproductor de «${e.titulo}»` })
        await expect(player.getByRole('button', { name: `Reproducir «${e.titulo}»` })).toBeVisible()
        await expect(player.getByRole('slider', { name: `Posición en «${e.titulo}»` })).toHaveAttribute('aria-valuetext', '0:00 de 0:04')
        await expect(player).toContainText('0:04')
        await expect(audio).not.toHaveAttribute('controls')
        await expect(audio).toHaveAttribute('preload', 'none')
        await expect(audio).toContainText('Tu navegador no soporta el elemento de audio.')
        await expect(audio.locator('source')).toHaveCount(1)
        await expect(audio.locator('source')).toHaveAttribute('type', 'audio/wav')
        await expect(audio.locator('source')).toHaveAttribute('src', /^\/media\/podcast-[\w-]+\.wav$/)
      }
      // Three of the seeded episodes have no guests.
      await expect(cards.filter({ hasText: 'Invitados:' })).toHaveCount(7)
      // preload="none": no episode's audio is fetched until someone plays it.
      const audioRequests = await page.evaluate(
        () => performance.getEntriesByType('resource').filter((r) => r.name.includes('/media/podcast-')).length,
      )
      expect(audioRequests).toBe(0)
      expect(await episodeJsonLd(page)).toHaveLength(episodes.length)
    })

    test('un episodio a la vez: otro que empieza pausa el anterior; el teclado reproduce y mueve la posición', async ({ page }) => {
      await page.goto('/radiougc')
      const cards = episodeCards(page)
      const [first, second] = [episodes[0]!.titulo, episodes[1]!.titulo]
      const play = (title: string) => cards.getByRole('button', { name: `Reproducir «${title}»` })
      const pause = (title: string) => cards.getByRole('button', { name: `Pausar «${title}»` })
      await play(first).click()
      await expect(pause(first)).toBeVisible()
      await expect(cards.nth(0).locator('[data-duracion]')).toHaveText('0:04')
      await play(second).focus()
      await page.keyboard.press('Enter')
      await expect(pause(second)).toBeVisible()
      await expect(play(first)).toBeVisible()
      expect(
        await cards
          .nth(0)
          .locator('audio')
          .evaluate((a: HTMLAudioElement) => a.paused),
      ).toBe(true)
      await page.keyboard.press('Space')
      await expect(play(second)).toBeVisible()
      // The position moves with the arrow keys, a second at a time.
      const slider = cards.getByRole('slider', { name: `Posición en «${second}»` })
      await slider.focus()
      await page.keyboard.press('Home')
      await expect(slider).toHaveAttribute('aria-valuetext', '0:00 de 0:04')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await expect(slider).toHaveAttribute('aria-valuetext', '0:02 de 0:04')
    })

    test('Archivo: elegir un mes filtra por la URL, y la opción vacía vuelve a todas', async ({ page }) => {
      await page.goto('/radiougc')
      const select = archive(page)
      await expect(select).toHaveValue('')
      const options = select.locator('option')
      await expect(options.first()).toHaveText('Todas los Podcast')
      expect(await options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
        '',
        '11/2026',
        '10/2026',
        '09/2026',
        '08/2026',
        '07/2026',
        '06/2026',
      ])
      await select.selectOption('10/2026')
      await page.waitForURL(/\/radiougc\?month=10\/2026$/)
      await expect(episodeCards(page).getByRole('heading', { level: 3 })).toHaveText(titlesOf('10/2026'))
      await expect(broadcasts(page)).toContainText('Mes: Octubre de 2026')
      expect(await episodeJsonLd(page)).toHaveLength(2)

      await archive(page).selectOption('06/2026')
      await page.waitForURL(/\/radiougc\?month=06\/2026$/)
      await expect(episodeCards(page).getByRole('heading', { level: 3 })).toHaveText(titlesOf('06/2026'))

      await archive(page).selectOption('')
      await page.waitForURL(/\/radiougc$/)
      await expect(episodeCards(page)).toHaveCount(episodes.length)
      await expect(archive(page)).toHaveValue('')
    })

    test('Archivo desde la dirección: el mes elegido, el formulario sin JavaScript, un mes vacío y uno inválido', async ({ page }) => {
      await page.goto('/radiougc?month=07/2026')
      await expect(episodeCards(page).getByRole('heading', { level: 3 })).toHaveText(titlesOf('07/2026'))
      await expect(archive(page)).toHaveValue('07/2026')
      // What the GET form sends when JavaScript is off: the slash encoded.
      await page.goto('/radiougc?month=11%2F2026')
      await expect(episodeCards(page).getByRole('heading', { level: 3 })).toHaveText(titlesOf('11/2026'))
      await page.goto('/radiougc?month=01/2020')
      await expect(episodeCards(page)).toHaveCount(0)
      await expect(broadcasts(page)).toContainText('No hay transmisiones para este mes.')
      await broadcasts(page).getByRole('link', { name: 'Ver todas las transmisiones' }).click()
      await page.waitForURL(/\/radiougc$/)
      await expect(episodeCards(page)).toHaveCount(episodes.length)
      const response = await page.goto('/radiougc?month=<script>')
      expect(response?.status()).toBe(200)
      await expect(episodeCards(page)).toHaveCount(episodes.length)
      // The blank "all months" choice of the form without JavaScript leads to the plain address, as on the other lists.
      await page.goto('/radiougc?month=')
      await expect(page).toHaveURL(/\/radiougc$/)
      await expect(episodeCards(page)).toHaveCount(episodes.length)
    })
  })
}

test.describe('/radiougc sin JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('el formulario del Archivo filtra con su botón', async ({ page }) => {
    await page.goto('/radiougc')
    await archive(page).selectOption('09/2026')
    await page.getByRole('button', { name: 'Ver mes' }).click()
    await page.waitForURL(/\/radiougc\?month=09%2F2026$/)
    await expect(episodeCards(page).getByRole('heading', { level: 3 })).toHaveText(titlesOf('09/2026'))
  })

  test('each episode plays in the browser’s own player', async ({ page }) => {
    await page.goto('/radiougc')
    const audio = episodeCards(page).first().locator('audio')
    await expect(audio).toHaveAttribute('controls', '')
    await expect(audio).toBeVisible()
    await expect(episodeCards(page).getByRole('group', { name: /^Reproductor de/ })).toHaveCount(0)
  })
})

test.describe('podcast RSS', () => {
  test('la página enlaza el feed, visible y en <head>', async ({ page }) => {
    await page.goto('/radiougc')
    await expect(page.getByRole('link', { name: 'Suscríbete al podcast' })).toHaveAttribute('href', '/radiougc/podcast.xml')
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${siteUrl}/radiougc/podcast.xml`,
    )
  })

  test('/radiougc/podcast.xml es RSS 2.0 con iTunes, un elemento por episodio publicado y audios que se descargan', async ({ request }) => {
    const response = await request.get('/radiougc/podcast.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"')
    expect(xml).toContain('<itunes:category text="Education"/>')
    const feed = await new Parser().parseString(xml)
    expect(feed.title).toBe('Radio UGC · Podcast de la Universidad UGC')
    expect(feed.link).toBe(`${siteUrl}/radiougc`)
    expect(feed.language).toBe('es-mx')
    expect(feed.description).toContain('Radio UGC 104.7 FM')
    expect(feed.itunes?.author).toBe('Universidad UGC')
    expect(feed.itunes?.explicit).toBe('false')
    expect(feed.itunes?.owner).toEqual({ name: 'Radio UGC · Universidad UGC', email: 'radio@ugc.edu.mx' })
    expect(feed.itunes?.image).toBe(`${siteUrl}/images/radio/podcast-portada.jpg`)
    // The feed names the site's public address (SITE_URL); the files are fetched from this server.
    const cover = await request.get(new URL(feed.itunes!.image!).pathname)
    expect(cover.status()).toBe(200)
    expect(cover.headers()['content-type']).toBe('image/jpeg')

    expect(feed.items.map((i) => i.title)).toEqual(episodes.map((e) => e.titulo))
    for (const [i, item] of feed.items.entries()) {
      const e = episodes[i]!
      expect(item.itunes.author).toBe(e.conduce)
      expect(item.itunes.duration).toBe('0:04')
      expect(item.guid).toMatch(/#episodio-\d+$/)
      const [dd, mm, yyyy] = e.fecha.split('/')
      expect(item.isoDate?.slice(0, 10)).toBe(`${yyyy}-${mm}-${dd}`)
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
      expect(item.enclosure?.type).toBe('audio/wav')
      expect(item.enclosure?.url).toMatch(new RegExp(`^${siteUrl}/media/podcast-[\\w-]+\\.wav$`))
      const audio = await request.get(new URL(item.enclosure!.url).pathname)
      expect(audio.status()).toBe(200)
      expect(audio.headers()['content-type']).toMatch(/^audio\//)
      expect(Number(item.enclosure?.length)).toBe((await audio.body()).length)
    }
  })
})
