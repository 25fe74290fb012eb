// The warm-up (docs/decisions/0030-cache-de-respuestas-al-frente.md): every page of the sitemap
// asked once, so its cached copy exists, and every picture on it asked at the widths phones and
// desktops choose from its srcset and sizes, so the image optimiser has made them before the
// first visitor asks. It runs when the server starts and again a few seconds after any change an
// editor publishes (a new or replaced picture, a scheduled publication), one request at a time,
// so visitors keep the other core. A picture already made is a cache hit and costs next to nothing.

/** The screens warmed: the Lighthouse phone, an iPhone, and two desktops (CSS px, device pixel ratio). */
export const screens = [
  { width: 412, ratio: 1.75 },
  { width: 390, ratio: 3 },
  { width: 1440, ratio: 1 },
  { width: 1920, ratio: 1 },
]

/** The phones among them: `WARM_UP=phones` warms only these (a small server's CPU, phones first). */
export const phoneScreens = screens.filter((screen) => screen.width < 800)

const rootFontPx = 16

/** A CSS length of the kind our `sizes` attributes use (px, rem, vw, calc(100vw - Nrem|px)) in px at a viewport width. */
function lengthPx(text, viewport) {
  const value = text.trim()
  const calc = /^calc\(\s*100vw\s*-\s*([\d.]+)(px|rem)\s*\)$/.exec(value)
  if (calc) return viewport - Number(calc[1]) * (calc[2] === 'rem' ? rootFontPx : 1)
  const simple = /^([\d.]+)(px|rem|vw)$/.exec(value)
  if (!simple) return viewport
  const n = Number(simple[1])
  return simple[2] === 'px' ? n : simple[2] === 'rem' ? n * rootFontPx : (viewport * n) / 100
}

/** The slot width a `sizes` attribute gives at a viewport width (min-width and max-width conditions). */
export function slotWidth(sizes, viewport) {
  for (const part of (sizes || '100vw').split(',')) {
    const match = /^\s*\(\s*(min|max)-width\s*:\s*([\d.]+)(px|rem)\s*\)\s*(.+)$/.exec(part)
    if (!match) return lengthPx(part, viewport)
    const limit = Number(match[2]) * (match[3] === 'rem' ? rootFontPx : 1)
    if (match[1] === 'min' ? viewport >= limit : viewport <= limit) return lengthPx(match[4], viewport)
  }
  return viewport
}

/**
 * The srcset candidates a browser may pick for a screen: the smallest at least as wide as the slot
 * needs and the one below it (browsers differ on which of the two they take).
 */
export function candidatesFor(srcset, sizes, screen) {
  const candidates = srcset
    .split(/,\s+/)
    .map((item) => item.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor = '1x']) => ({ url, descriptor }))
  const byWidth = candidates.filter((c) => c.descriptor.endsWith('w')).map((c) => ({ url: c.url, size: Number.parseFloat(c.descriptor) }))
  const byDensity = candidates.filter((c) => c.descriptor.endsWith('x')).map((c) => ({ url: c.url, size: Number.parseFloat(c.descriptor) }))
  const [list, needed] = byWidth.length > 0 ? [byWidth, slotWidth(sizes, screen.width) * screen.ratio] : [byDensity, screen.ratio]
  list.sort((a, b) => a.size - b.size)
  const at = list.findIndex((c) => c.size >= needed)
  if (at < 0) return list.slice(-1).map((c) => c.url)
  return list.slice(Math.max(0, at - 1), at + 1).map((c) => c.url)
}

const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
const attribute = (tag, name) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match ? decode(match[1]) : undefined
}

/**
 * The optimised picture addresses a page's HTML may ask for, on every warmed screen: first the
 * ones it preloads (its hero, the page's largest paint), then the rest.
 */
export function pictureAddresses(html, on = screens) {
  const heroes = new Set()
  const others = new Set()
  for (const [tag] of html.matchAll(/<(img|link)\s[^>]*>/gi)) {
    const isLink = tag.toLowerCase().startsWith('<link')
    if (isLink && !/\sas="image"/i.test(tag)) continue
    const srcset = attribute(tag, isLink ? 'imagesrcset' : 'srcset')
    if (!srcset) continue
    const sizes = attribute(tag, isLink ? 'imagesizes' : 'sizes')
    const into = isLink || /\sfetchpriority="high"/i.test(tag) ? heroes : others
    for (const screen of on) for (const url of candidatesFor(srcset, sizes, screen)) if (url.startsWith('/_next/image?')) into.add(url)
  }
  return { heroes: [...heroes], others: [...others].filter((url) => !heroes.has(url)) }
}

/** The paths of the sitemap's addresses (it names them with the site's public address). */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(decode(m[1]))
    return `${url.pathname}${url.search}`
  })
}

/** Runs the warm-up against this server, one request at a time; again a few seconds after a change. */
export class Warmer {
  constructor(base, { delayMs = 3000, log = console.log, on = screens } = {}) {
    this.base = base
    this.screens = on
    this.delayMs = delayMs
    this.log = log
    this.timer = undefined
    this.running = undefined
    this.again = false
    this.stopped = false
    /** Picture sizes this process has made or found made: a later pass asks only for new ones. */
    this.done = new Set()
  }

  /** Warms after delayMs (default), coalescing the changes of those seconds into one pass. */
  soon(delayMs = this.delayMs) {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.run(), delayMs)
    this.timer.unref()
  }

  stop() {
    this.stopped = true
    clearTimeout(this.timer)
  }

  async run() {
    this.running = this.pass()
      .then((summary) =>
        this.log(
          `▸ Calentamiento: ${summary.pages} páginas y ${summary.pictures} tamaños de imagen listos (${summary.made} hechos ahora) en ${(summary.ms / 1000).toFixed(1)} s`,
        ),
      )
      .catch((error) => this.log(`▸ Calentamiento incompleto: ${error.message}`))
    await this.running
    this.running = undefined
    if (this.again) {
      this.again = false
      this.soon()
    }
  }

  async pass() {
    const started = Date.now()
    const sitemap = await fetch(`${this.base}/sitemap.xml`)
    if (!sitemap.ok) throw new Error(`el mapa del sitio respondió ${sitemap.status}`)
    // Every page's hero before any other picture: the largest paint of each page first.
    const heroes = new Set()
    const rest = new Set()
    let pages = 0
    for (const path of sitemapPaths(await sitemap.text())) {
      if (this.stopped) break
      const page = await fetch(`${this.base}${path}`, { headers: { accept: 'text/html' } }).catch(() => null)
      if (!page?.ok) continue
      pages++
      const found = pictureAddresses(await page.text(), this.screens)
      for (const url of found.heroes) heroes.add(url)
      for (const url of found.others) rest.add(url)
    }
    const pictures = new Set([...heroes, ...rest])
    let made = 0
    for (const url of pictures) {
      if (this.stopped) break
      if (this.done.has(url)) continue
      const picture = await fetch(`${this.base}${url}`, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } }).catch(
        () => null,
      )
      if (!picture) continue
      if (picture.headers.get('x-nextjs-cache') === 'MISS') made++
      await picture.arrayBuffer()
      if (picture.ok) this.done.add(url)
    }
    return { pages, pictures: pictures.size, made, ms: Date.now() - started }
  }
}
