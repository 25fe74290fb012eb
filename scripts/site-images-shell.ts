// Generates the site shell's static images: the /preparatoria footer background and the page
// icons (apple-icon, the manifest's PNGs) from the SVG favicon. The outputs are committed, so
// this only runs again when the artwork changes: `npx tsx scripts/site-images-shell.ts`.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = (relative: string) => {
  const file = path.join(root, relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  return file
}

// The brand reds of VISUAL.md (site.css holds them as tokens; an image file needs the values).
const brand = '#C41230'
const brandDark = '#9E0E27'
const brandDarker = '#6F0A1B'
const night = '#3A0510'

/**
 * A dark-red abstract composition: deep gradient, soft light discs, diagonal bands and a dot grid.
 * Dark enough everywhere for white text over the footer's own overlay.
 */
function footerSvg(width: number, height: number): string {
  const dots: string[] = []
  for (let y = 40; y < height; y += 36) {
    for (let x = width * 0.58; x < width; x += 36) {
      dots.push(`<circle cx="${x.toFixed(1)}" cy="${y}" r="2.2"/>`)
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${brandDarker}"/>
      <stop offset="0.55" stop-color="${night}"/>
      <stop offset="1" stop-color="${brandDarker}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${brand}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${brand}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${brandDark}" stop-opacity="0"/>
      <stop offset="0.5" stop-color="${brandDark}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${brandDark}" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.08}" cy="${height * 0.15}" r="${height * 0.55}" fill="url(#glow)"/>
  <circle cx="${width * 0.9}" cy="${height * 0.95}" r="${height * 0.7}" fill="url(#glow)"/>
  <g transform="rotate(-18 ${width / 2} ${height / 2})">
    <rect x="${-width * 0.2}" y="${height * 0.3}" width="${width * 1.4}" height="${height * 0.12}" fill="url(#band)"/>
    <rect x="${-width * 0.2}" y="${height * 0.52}" width="${width * 1.4}" height="${height * 0.05}" fill="url(#band)"/>
    <rect x="${-width * 0.2}" y="${height * 0.7}" width="${width * 1.4}" height="${height * 0.16}" fill="url(#band)"/>
  </g>
  <g fill="#ffffff" fill-opacity="0.07">${dots.join('')}</g>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">
    <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}"/>
    <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.32}"/>
  </g>
</svg>`
}

/** An ICO container around PNG images (read by every browser since 2007). */
function icoOf(pngs: Buffer[], sizes: number[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = 6 + 16 * pngs.length
  const entries = pngs.map((png, i) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(sizes[i] % 256, 0)
    entry.writeUInt8(sizes[i] % 256, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs])
}

async function main() {
  const footer = out('public/images/footer-preparatoria.webp')
  await sharp(Buffer.from(footerSvg(1600, 900)))
    .webp({ quality: 68, effort: 6 })
    .toFile(footer)

  // Every raster icon comes from the one SVG favicon, so they cannot drift apart.
  const iconSvg = fs.readFileSync(path.join(root, 'src/app/icon.svg'))
  const raster = (size: number) =>
    sharp(iconSvg, { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
  await raster(180).toFile(out('src/app/apple-icon.png'))
  await raster(192).toFile(out('public/icons/icon-192.png'))
  await raster(512).toFile(out('public/icons/icon-512.png'))

  // Browsers and crawlers ask for /favicon.ico whatever the page says: an ICO holding two PNGs.
  const pngs = await Promise.all([16, 32].map((size) => raster(size).toBuffer()))
  await fs.promises.writeFile(out('src/app/favicon.ico'), icoOf(pngs, [16, 32]))

  // Maskable: launchers crop to a circle, so the mark sits inside the central safe zone.
  const mark = await sharp(iconSvg, { density: 460 }).resize(360, 360).png().toBuffer()
  await sharp({ create: { width: 512, height: 512, channels: 4, background: brand } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(out('public/icons/icon-maskable-512.png'))

  for (const file of [
    footer,
    'src/app/favicon.ico',
    'src/app/apple-icon.png',
    'public/icons/icon-192.png',
    'public/icons/icon-512.png',
    'public/icons/icon-maskable-512.png',
  ]) {
    const full = path.isAbsolute(file) ? file : path.join(root, file)
    console.log(`${path.relative(root, full)}  ${(fs.statSync(full).size / 1024).toFixed(1)} KB`)
  }
}

await main()
