import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { slides as seededSlides } from '../../src/seed/fixtures/slides'

// The home banner says something (issue 38.1): each slide's title, one line and one button over its
// picture, the first slide's title as the page's h1, and white text that keeps 4.5:1 against the
// pixels behind it, measured on the screen with the text taken away.

const homeSlides = seededSlides.filter((s) => s.tipo === 'CAR').sort((a, b) => a.orden - b.orden)

/** WCAG's relative luminance of an sRGB pixel. */
function luminance(r: number, g: number, b: number): number {
  const channel = (v: number) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/**
 * The contrast of white text against the lightest pixel behind `texts`: each text's box is
 * photographed with the text made transparent, so only the picture and its darkening layer count.
 */
async function worstContrastBehind(page: Page, texts: Locator): Promise<number> {
  const boxes = await texts.evaluateAll((els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 2 && r.height > 2)
      .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
  )
  expect(boxes.length).toBeGreaterThan(0)
  await texts.evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.color = 'transparent')))
  let lightest = 0
  for (const clip of boxes) {
    const { data, info } = await sharp(await page.screenshot({ clip }))
      .raw()
      .toBuffer({ resolveWithObject: true })
    for (let i = 0; i < data.length; i += info.channels) lightest = Math.max(lightest, luminance(data[i]!, data[i + 1]!, data[i + 2]!))
  }
  await texts.evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.color = '')))
  return 1.05 / (lightest + 0.05)
}

for (const [width, height] of [
  [1440, 900],
  [768, 1024],
  [390, 844],
] as const) {
  test.describe(`la portada a ${width} px`, () => {
    test.use({ viewport: { width, height }, reducedMotion: 'reduce' })

    test('cada diapositiva dice su título, su frase y su botón sobre la imagen, con contraste de 4.5:1 o más', async ({ page }) => {
      await page.goto('/')
      const banner = page.getByRole('region', { name: 'Avisos destacados' })
      const slides = banner.locator('[aria-roledescription="diapositiva"]')
      await expect(slides).toHaveCount(homeSlides.length)

      // The first slide's title is the page's one h1, on the first screen.
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toHaveCount(1)
      await expect(h1).toHaveText(homeSlides[0]!.titulo)
      await expect(h1).toBeInViewport({ ratio: 1 })

      for (const [i, seeded] of homeSlides.entries()) {
        if (i > 0) await banner.getByRole('button', { name: `Ir a la diapositiva ${i + 1}` }).click()
        const slide = slides.nth(i)
        await expect(slide).toBeInViewport({ ratio: 0.9 })
        const title = slide.getByText(seeded.titulo, { exact: true })
        await expect(title).toBeVisible()
        // The line is shown from 640 px; on a phone it is read aloud with the slide.
        const line = slide.getByText(seeded.texto!, { exact: true })
        if (width > 640) await expect(line).toBeVisible()
        else await expect(line).toBeAttached()
        const button = slide.getByRole('link', { name: seeded.boton! })
        await expect(button).toBeInViewport({ ratio: 1 })
        await expect(button).toHaveAttribute('href', seeded.link!)
        const buttonBox = (await button.boundingBox())!
        expect(buttonBox.height).toBeGreaterThanOrEqual(44)

        // The picture is drawn before its pixels are read.
        await expect.poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
        const texts = width > 640 ? slide.locator('h1, p').filter({ hasText: /\S/ }) : title
        expect(await worstContrastBehind(page, texts), seeded.titulo).toBeGreaterThanOrEqual(4.5)
      }

      // Another slide in view: the page keeps its h1 for a screen reader (the first slide stays in the
      // accessibility tree), and only the first slide's button leaves the tab order.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeSlides[0]!.titulo)
      await expect(slides.first().getByRole('link', { includeHidden: true })).toHaveJSProperty('inert', true)
      await banner.getByRole('button', { name: 'Ir a la diapositiva 1' }).click()
      await expect(slides.first().getByRole('link')).toHaveJSProperty('inert', false)
    })

    test('un toque en la imagen sigue el enlace de la diapositiva', async ({ page }) => {
      await page.goto('/')
      const slide = page.getByRole('region', { name: 'Avisos destacados' }).locator('[aria-roledescription="diapositiva"]').first()
      const box = (await slide.boundingBox())!
      // Far from the text and the button: the right end of the picture.
      await page.mouse.click(box.x + box.width - 100, box.y + box.height / 2 - (width > 640 ? 0 : 40))
      await expect(page).toHaveURL(new RegExp(`${homeSlides[0]!.link}$`))
    })
  })
}

// Issue 38.2: a card that stands for a level says what a prospect decides on.
test('las tarjetas de la oferta de la portada dicen cuántos programas hay, cuánto duran, cómo y dónde', async ({ page }) => {
  for (const [title, level] of [
    ['Preparatoria', 'BAC'],
    ['Licenciaturas', 'LIC'],
    ['Diplomados', 'DIP'],
  ] as const) {
    await page.goto(`/oferta-academica?nivel=${level}`)
    const count = /^(\d+) programas?$/.exec((await page.getByRole('main').getByRole('status').textContent())!.trim())![1]
    await page.goto('/')
    const card = page.getByRole('region', { name: 'Oferta Académica' }).getByRole('link', { name: new RegExp(`^${title}`) })
    await expect(card.getByText(new RegExp(`^${count} programas? · .+ · .+`))).toBeVisible()
  }
})
