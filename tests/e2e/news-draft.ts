import { expect, type Page } from '@playwright/test'
import { lexicalFromParagraphs } from '../../src/lib/lexical'

/** What the back office's own screens send (its API refuses a staff cookie from another site). */
export const sameSite = { headers: { 'Sec-Fetch-Site': 'same-origin' } }

/**
 * A complete news draft (title, today's date, a picture, one paragraph), saved through the back
 * office's API as the staff member signed in on `page`; its id and slug.
 */
export async function newsDraft(page: Page, titulo: string, paragraph: string): Promise<{ id: number; slug: string }> {
  const media = await page.request.get('/cms-api/media?limit=1&depth=0&where[mimeType][contains]=image', sameSite)
  const imageId = ((await media.json()) as { docs: { id: number }[] }).docs[0]!.id
  const created = await page.request.post('/cms-api/comunicaciones?draft=true&depth=0', {
    ...sameSite,
    data: {
      tipo: 'NOT',
      titulo,
      fecha: new Date().toISOString(),
      path_imagen: imageId,
      contenido: lexicalFromParagraphs([paragraph]),
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number; slug: string } }).doc
}
