import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { signPreviewLink } from '@/lib/previewToken'
import type { PreviewTarget } from '@/lib/previewTarget'
import { added, cacheFiles, settle } from './cache-files'
import { base, cms, editorToken, label, staffAccount } from './helpers'

/** The server's PAYLOAD_SECRET: the one it made in its DATA_DIR (src/env.ts). */
const secret = () => process.env.PAYLOAD_SECRET ?? fs.readFileSync(path.join(process.env.DATA_DIR!, 'payload-secret'), 'utf8').trim()

/** The back office's link to `ruta` showing `doc`'s draft. */
const linkTo = (ruta: string, doc: PreviewTarget, now = Date.now(), key = secret()) =>
  `${base}/vista-previa?${new URLSearchParams(signPreviewLink(key, ruta, doc, now)).toString()}`

/** A browser's request from the site itself (the back office's button, its live preview, the page's own links). */
const get = (url: string, cookie?: string, site = 'same-origin') =>
  fetch(url, { redirect: 'manual', headers: { 'Sec-Fetch-Site': site, ...(cookie ? { Cookie: cookie } : {}) } })

/** The cookies a response sets, as a Cookie header sends them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ')

async function draftNews(titulo = `Borrador para vista previa ${Date.now()}`) {
  const created = await cms('/comunicaciones?draft=true', {
    method: 'POST',
    body: JSON.stringify({ tipo: 'NOT', titulo, fecha: new Date().toISOString(), _status: 'draft' }),
  })
  expect(created.status).toBe(201)
  const { slug, id } = created.body.doc as { slug: string; id: number }
  const doc: PreviewTarget = { collection: 'comunicaciones', id: String(id) }
  return { titulo, id, doc, page: `/vida-universitaria-y-eventos?${new URLSearchParams({ slug }).toString()}` }
}

/** An editor saves a draft of the Licenciatura en Derecho with a new subtitle: what a preview shows and a visitor must not. */
async function draftProgrammeChange(text: string, editor: string) {
  const found = await cms('/programas?where[slug][equals]=licenciatura-en-derecho&depth=0')
  const programme = (found.body.docs as { id: number; slug: string; subtitulo: string | null }[])[0]!
  const subtitulo = `${text} ${Date.now()}`
  const token = await editorToken(editor)
  const saved = await fetch(`${base}/cms-api/programas/${programme.id}?draft=true&depth=0`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ subtitulo, _status: 'draft' }),
  })
  expect(saved.status).toBe(200)
  const doc: PreviewTarget = { collection: 'programas', id: String(programme.id) }
  return { programme, doc, page: `/licenciaturas/${programme.slug}`, subtitulo, token, session: `payload-token=${token}` }
}

describe(`«Vista previa»: a draft only for signed-in staff with a signed, current link (${label})`, () => {
  it('refuses without a session, with a forged or expired link, and for addresses outside the site; opens the draft for an editor', async () => {
    const { titulo, page, doc } = await draftNews()
    const session = `payload-token=${await editorToken('vista-previa')}`

    // The public: the draft does not exist.
    const anonymous = await get(`${base}${page}`)
    expect(anonymous.status).toBe(404)
    expect(await anonymous.text()).not.toContain(titulo)

    // No session: refused, nothing turned on.
    const noSession = await get(linkTo(page, doc))
    expect(noSession.status).toBe(401)
    expect(noSession.headers.getSetCookie()).toEqual([])
    expect(await noSession.text()).toContain('Inicia sesión en la administración')

    // The same session and link, followed from another site: the staff cookie does not count there (CSRF).
    expect((await get(linkTo(page, doc), session, 'cross-site')).status).toBe(401)

    // A link signed with another key, or altered after signing, or expired: refused.
    const forged = await get(linkTo(page, doc, Date.now(), 'otra-clave-que-no-es-la-del-sitio'), session)
    expect(forged.status).toBe(403)
    expect(forged.headers.getSetCookie()).toEqual([])
    const altered = new URL(linkTo(page, doc))
    altered.searchParams.set('vence', String(Date.now() + 24 * 3600_000))
    expect((await get(altered.href, session)).status).toBe(403)
    // Nor can a link to one document be turned into a link to another's draft.
    const another = new URL(linkTo(page, doc))
    another.searchParams.set('doc', 'c:comunicaciones:1')
    expect((await get(another.href, session)).status).toBe(403)
    const expired = await get(linkTo(page, doc, Date.now() - 11 * 60_000), session)
    expect(expired.status).toBe(403)
    expect(expired.headers.getSetCookie()).toEqual([])
    expect(await expired.text()).toContain('ya venció')

    // Somewhere else, even correctly signed: refused (no open redirect).
    for (const elsewhere of ['//ejemplo.invalid/x', 'https://ejemplo.invalid/', '/\\ejemplo.invalid', '/admin', 'javascript:alert(1)']) {
      const response = await get(linkTo(elsewhere, doc), session)
      expect(response.status, elsewhere).toBe(400)
      expect(response.headers.get('location'), elsewhere).toBeNull()
    }

    // A signed-in editor with a current link: draft mode on, sent to the page.
    const opened = await get(linkTo(page, doc), session)
    expect(opened.status).toBe(307)
    expect(opened.headers.get('location')).toBe(page)
    const preview = cookiesOf(opened)
    expect(preview).toContain('__prerender_bypass=')
    expect(preview).toContain('ugc-vista-previa=')

    const shown = await get(`${base}${page}`, `${session}; ${preview}`)
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain(titulo)
    expect(html).toContain('Estás viendo una vista previa')
    // Its visits as the page says them, not a bare number.
    expect(html).toMatch(/>0 visitas</)
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(shown.headers.get('cache-control')).toMatch(/private/)
    expect(shown.headers.get('cache-control')).toMatch(/no-store/)

    // The preview cookies without the session (signed out) show nothing; so do made-up ones.
    expect((await get(`${base}${page}`, preview)).status).toBe(404)
    expect((await get(`${base}${page}`, `${session}; __prerender_bypass=inventada; ugc-vista-previa=1.x`)).status).toBe(404)
    // And the public still gets its 404, the list without the draft.
    expect((await get(`${base}${page}`)).status).toBe(404)
    expect(await (await get(`${base}/vida-universitaria-y-eventos`)).text()).not.toContain(titulo)

    // Leaving the preview removes both cookies.
    const left = await get(`${base}/vista-previa/salir`, `${session}; ${preview}`)
    expect(left.status).toBe(307)
    expect(left.headers.getSetCookie().join('\n')).toMatch(/__prerender_bypass=;/)
  })

  it("shows the previewed item's draft and every other item as it is published: a colleague's drafts are not on the page", async () => {
    const stamp = Date.now()
    const mine = await draftNews(`Mi borrador en vista previa ${stamp}`)
    // A colleague's item never published, and their unpublished change to the newest published one.
    const theirs = await draftNews(`Borrador de otra persona ${stamp}`)
    const found = await cms('/comunicaciones?where[tipo][equals]=NOT&where[_status][equals]=published&sort=-fecha&limit=1&depth=0')
    const live = (found.body.docs as { id: number; titulo: string }[])[0]!
    const changed = `Cambio sin publicar de otra persona ${stamp}`
    const edited = await cms(`/comunicaciones/${live.id}?draft=true`, {
      method: 'PATCH',
      body: JSON.stringify({ titulo: changed, _status: 'draft' }),
    })
    expect(edited.status).toBe(200)
    try {
      const session = `payload-token=${await editorToken('vista-previa-solo-el-suyo')}`
      const opened = await get(linkTo(mine.page, mine.doc), session)
      expect(opened.status).toBe(307)
      const cookie = `${session}; ${cookiesOf(opened)}`
      for (const page of [mine.page, '/vida-universitaria-y-eventos']) {
        const html = await (await get(`${base}${page}`, cookie)).text()
        expect(html, page).toContain(mine.titulo)
        expect(html, page).not.toContain(theirs.titulo)
        expect(html, page).not.toContain(changed)
        expect(html, page).toContain(live.titulo)
      }
      // The colleague's item, opened in the same preview: as the public sees it (it does not exist yet).
      expect((await get(`${base}${theirs.page}`, cookie)).status).toBe(404)
    } finally {
      await cms(`/comunicaciones/${live.id}`, { method: 'PATCH', body: JSON.stringify({ titulo: live.titulo, _status: 'published' }) })
    }
  })

  it("shows a programme's unpublished change on its page for an editor in preview, and the published page to everyone else", async () => {
    const { programme, page, subtitulo, session, doc } = await draftProgrammeChange('Cambio aún sin publicar', 'vista-previa-programa')
    try {
      expect(await (await get(`${base}${page}`)).text()).not.toContain(subtitulo)
      const opened = await get(linkTo(page, doc), session)
      expect(opened.status).toBe(307)
      const shown = await get(`${base}${page}`, `${session}; ${cookiesOf(opened)}`)
      expect(shown.status).toBe(200)
      const html = await shown.text()
      expect(html).toContain(subtitulo)
      expect(html).toContain('Estás viendo una vista previa')
      expect(shown.headers.get('cache-control')).toMatch(/no-store/)
      // Everyone else, and the API, still get the published programme.
      expect(await (await get(`${base}${page}`)).text()).not.toContain(subtitulo)
      expect(await (await fetch(`${base}/api/get-info-ofertaacademica/?slug=${programme.slug}`)).text()).not.toContain(subtitulo)
    } finally {
      // Back to the published text as the latest version.
      await cms(`/programas/${programme.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ subtitulo: programme.subtitulo, _status: 'published' }),
      })
    }
  })
  it("every page reads the editor's drafts in preview, through the same readers as the public (a book, the institutional texts); visitors and the API keep what is published", async () => {
    const books = await cms('/libros?limit=1&depth=0&sort=id')
    const book = (books.body.docs as { id: number; titulo: string }[])[0]!
    const institutional = await cms('/globals/contenido-institucional?depth=0')
    const mision = (institutional.body as { mision: string }).mision
    const stamp = Date.now()
    const token = await editorToken('vista-previa-todo')
    const auth = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }
    const bookTitle = `Libro aún sin publicar ${stamp}`
    const newMision = `Misión aún sin publicar ${stamp}`
    expect(
      (
        await fetch(`${base}/cms-api/libros/${book.id}?draft=true&depth=0`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ titulo: bookTitle }),
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await fetch(`${base}/cms-api/globals/contenido-institucional?draft=true&depth=0`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ mision: newMision }),
        })
      ).status,
    ).toBe(200)
    const session = `payload-token=${token}`
    try {
      for (const [page, text, doc] of [
        ['/stica/editoriales', bookTitle, { collection: 'libros', id: String(book.id) }],
        ['/quienes-somos', newMision, { global: 'contenido-institucional' }],
      ] as const) {
        expect(await (await get(`${base}${page}`)).text(), `${page} para un visitante`).not.toContain(text)
        const opened = await get(linkTo(page, doc), session)
        expect(opened.status).toBe(307)
        const shown = await get(`${base}${page}`, `${session}; ${cookiesOf(opened)}`)
        expect(shown.status).toBe(200)
        expect(await shown.text(), `${page} en vista previa`).toContain(text)
        expect(shown.headers.get('cache-control')).toMatch(/no-store/)
        // The same browser's API call answers what is published.
        const api = await get(`${base}/api/get_libros/`, `${session}; ${cookiesOf(opened)}`)
        expect(await api.text()).not.toContain(bookTitle)
        // And a visitor right after still gets the published page.
        expect(await (await get(`${base}${page}`)).text(), `${page} para un visitante, después`).not.toContain(text)
      }
    } finally {
      await cms(`/libros/${book.id}`, { method: 'PATCH', body: JSON.stringify({ titulo: book.titulo, _status: 'published' }) })
      await cms('/globals/contenido-institucional', { method: 'POST', body: JSON.stringify({ mision, _status: 'published' }) })
    }
  })

  it('is bound to the session that opened it: another session does not preview with it, signing out clears it, and after that it opens nothing', async () => {
    const { titulo, page, doc } = await draftNews()
    const account = await staffAccount('vista-previa-sesion')
    const first = `payload-token=${await account.signIn()}`
    const opened = await get(linkTo(page, doc), first)
    expect(opened.status).toBe(307)
    const preview = cookiesOf(opened)
    expect(await (await get(`${base}${page}`, `${first}; ${preview}`)).text()).toContain(titulo)

    // The same person's other session (another browser) gets no preview from this browser's cookies.
    const second = `payload-token=${await account.signIn()}`
    const elsewhere = await get(`${base}${page}`, `${second}; ${preview}`)
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.text()).not.toContain(titulo)

    // Signing out (what the admin's «Cerrar sesión» calls) clears both preview cookies.
    const signedOut = await fetch(`${base}/cms-api/users/logout`, {
      method: 'POST',
      headers: { Cookie: `${first}; ${preview}`, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(signedOut.status).toBe(200)
    const cleared = signedOut.headers.getSetCookie().join('\n')
    expect(cleared).toMatch(/(^|\n)ugc-vista-previa=;/)
    expect(cleared).toMatch(/(^|\n)__prerender_bypass=;/)
    expect((await get(`${base}${page}`, `${first}; ${preview}`)).status).toBe(404)

    // Signing out over GraphQL clears them too.
    const third = `payload-token=${await account.signIn()}`
    const reopened = cookiesOf(await get(linkTo(page, doc), third))
    const viaGraphql = await fetch(`${base}/cms-api/graphql`, {
      method: 'POST',
      headers: { Cookie: `${third}; ${reopened}`, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ query: 'mutation { logoutUser }' }),
    })
    expect(viaGraphql.status).toBe(200)
    expect(((await viaGraphql.json()) as { errors?: unknown }).errors).toBeUndefined()
    const clearedByGraphql = viaGraphql.headers.getSetCookie().join('\n')
    expect(clearedByGraphql).toMatch(/(^|\n)ugc-vista-previa=;/)
    expect(clearedByGraphql).toMatch(/(^|\n)__prerender_bypass=;/)
    expect((await get(`${base}${page}`, `${third}; ${reopened}`)).status).toBe(404)
  })

  it('a preview request keeps nothing: made-up detail pages leave the cache files as they were, with the session or after it ended', async () => {
    const account = await staffAccount('vista-previa-cache')
    const session = `payload-token=${await account.signIn()}`
    const opened = await get(linkTo('/licenciaturas/licenciatura-en-derecho', { collection: 'programas', id: '1' }), session)
    expect(opened.status).toBe(307)
    const preview = cookiesOf(opened)
    const ownCookie = preview.split('; ').find((c) => c.startsWith('ugc-vista-previa='))!
    const word = () => Math.random().toString(36).slice(2, 10)
    const madeUp = () => [`/licenciaturas/${word()}`, `/diplomados/${word()}`, `/CONOCER/${word()}`, `/og/licenciaturas/${word()}.png`]
    const send = async (cookie: string, rounds: number) => {
      for (let i = 0; i < rounds; i++) {
        for (const target of madeUp()) {
          const response = await get(`${base}${target}`, cookie)
          expect(response.status, target).toBe(404)
          await response.arrayBuffer()
        }
      }
    }
    // What a first "not found" keeps once (the shared 404 pages) is not per address.
    await send(`${session}; ${preview}`, 1)
    await send(ownCookie, 1)
    await settle()
    const before = cacheFiles()
    // In preview (session and both cookies), with the site's cookie but not Next's, then with the
    // cookies of a session that has ended.
    await send(`${session}; ${preview}`, 5)
    await send(`${session}; ${ownCookie}`, 5)
    expect(
      (await fetch(`${base}/cms-api/users/logout`, { method: 'POST', headers: { Cookie: session, 'Sec-Fetch-Site': 'same-origin' } }))
        .status,
    ).toBe(200)
    await send(`${session}; ${preview}`, 5)
    await send(ownCookie, 5)
    await settle()
    // A data read that shows visit counts may be refreshed on its timer meanwhile (see bounded-cache.api.test.ts): the same real read, never a made-up address's.
    expect(added(before, cacheFiles()).filter((file) => !file.timedRead)).toEqual([])
  })

  it('a previewed draft is never served afterwards to a visitor, from any cache', async () => {
    const { programme, page, subtitulo, session, doc } = await draftProgrammeChange('Borrador que nadie más ve', 'vista-previa-despues')
    try {
      const opened = await get(linkTo(page, doc), session)
      const preview = cookiesOf(opened)
      const ownCookie = preview.split('; ').find((c) => c.startsWith('ugc-vista-previa='))!
      for (let i = 0; i < 3; i++) expect(await (await get(`${base}${page}`, `${session}; ${preview}`)).text()).toContain(subtitulo)
      // Half a preview (the site's cookie alone, or without Next's) renders as a visitor's page: published.
      expect(await (await get(`${base}${page}`, `${session}; ${ownCookie}`)).text()).not.toContain(subtitulo)
      expect(await (await get(`${base}${page}`, ownCookie)).text()).not.toContain(subtitulo)
      // Visitors, again and again (the page cache fills beside the first), get the published page.
      for (let i = 0; i < 5; i++) {
        const visitor = await get(`${base}${page}`)
        expect(visitor.status).toBe(200)
        expect(await visitor.text()).not.toContain(subtitulo)
        await new Promise((r) => setTimeout(r, 200))
      }
    } finally {
      await cms(`/programas/${programme.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ subtitulo: programme.subtitulo, _status: 'published' }),
      })
    }
  })
})

describe(`«Compartir vista previa»: a link to one draft for someone outside the staff (${label})`, () => {
  it('opens that draft, read-only, to anyone with the link, and nothing else unpublished; revoked, it opens nothing', async () => {
    const mine = await draftNews(`Borrador compartido ${Date.now()}`)
    const token = await editorToken('compartir-vista-previa')
    const made = await fetch(`${base}/cms-api/vistas-compartidas/crear`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ coleccion: 'comunicaciones', id: mine.id }),
    })
    expect(made.status).toBe(201)
    const { data } = (await made.json()) as { data: { id: number; enlace: string } }
    const link = `${base}${new URL(data.enlace).pathname}`

    // Someone with no account follows it: draft mode for that browser, then the page itself.
    const opened = await get(link, undefined, 'none')
    expect(opened.status).toBe(307)
    expect(opened.headers.get('location')).toBe(mine.page)
    const cookie = cookiesOf(opened)
    expect(cookie).toContain('ugc-vista-compartida=')
    expect(cookie).toContain('__prerender_bypass=')
    const shown = await get(`${base}${mine.page}`, cookie)
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain(mine.titulo)
    expect(html).toContain('Vista previa compartida')
    expect(html).toMatch(/El enlace vale hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(hora de Los Cabos\)/)
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(shown.headers.get('cache-control')).toMatch(/no-store/)

    // Read-only: the back office and its API stay closed to them.
    expect((await get(`${base}/cms-api/comunicaciones/${mine.id}?draft=true`, cookie)).status).toBe(401)
    // Another draft is not theirs to see; nor are the cookies worth anything without Next's, or altered.
    const other = await draftNews(`Otro borrador que no se compartió ${Date.now()}`)
    expect((await get(`${base}${other.page}`, cookie)).status).toBe(404)
    const own = cookie.split('; ').find((c) => c.startsWith('ugc-vista-compartida='))!
    expect((await get(`${base}${mine.page}`, own)).status).toBe(404)
    expect(
      (
        await get(
          `${base}${mine.page}`,
          cookie.replace(/ugc-vista-compartida=\d+\.\d+/, (m) => m.replace(/\.\d+$/, '.999999')),
        )
      ).status,
    ).toBe(404)

    // Revoked from the document: the page is the public's again, and the link says why it opens nothing.
    expect((await cms(`/vistas-compartidas/${data.id}`, { method: 'PATCH', body: JSON.stringify({ revocada: true }) })).status).toBe(200)
    expect((await get(`${base}${mine.page}`, cookie)).status).toBe(404)
    const again = await get(link)
    expect(again.status).toBe(410)
    const refusal = await again.text()
    expect(refusal).toContain('Este enlace de vista previa se desactivó')
    expect(refusal).toContain('Universidad UGC')
    expect(again.headers.get('cache-control')).toMatch(/no-store/)
    expect(again.headers.getSetCookie()).toEqual([])
    // A made-up link.
    const madeUp = await get(`${base}/vista-compartida/${'A'.repeat(43)}`)
    expect(madeUp.status).toBe(404)
    expect(await madeUp.text()).toContain('Este enlace de vista previa no existe')
  })
})
