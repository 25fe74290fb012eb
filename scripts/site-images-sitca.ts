// SITCA and the editorial (spec §2.21, §2.22): the two banners, and the placeholder a document
// card shows when its own image fails to load. Part of the site's design, generated once and
// committed under public/images/sitca/. Run: npx tsx scripts/site-images-sitca.ts
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { renderImage } from '../src/seed/files'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'public', 'images', 'sitca')
const maxBytes = 60 * 1024

// The tokens of site.css (an image cannot read CSS variables): surface-warm, brand-50, muted, brand.
const warm = '#F6F3F1'
const brand50 = '#FDECEF'
const muted = '#5B616B'
const brand = '#C41230'

/** A calm, clearly "missing" card at the documents' 16:9: a page icon and the words. */
function placeholderSvg(width: number, height: number): string {
  const cx = width / 2
  const top = height * 0.24
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${warm}"/><stop offset="1" stop-color="${brand50}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g transform="translate(${cx - 90} ${top})" fill="none" stroke="${brand}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <path d="M20 0 H120 L180 60 V240 H20 Z" fill="#FFFFFF"/>
    <path d="M120 0 V60 H180"/>
    <path d="M55 120 H145 M55 160 H145 M55 200 H115" stroke="${muted}" stroke-width="8"/>
  </g>
  <text x="${cx}" y="${top + 320}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="${muted}">Imagen no disponible</text>
  <text x="${cx}" y="${top + 372}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="${muted}">SITCA · Universidad UGC</text>
</svg>`
}

async function write(file: string, input: Buffer, keep?: [number, number]) {
  let pipeline = sharp(input)
  if (keep) pipeline = pipeline.extract({ left: 0, top: 0, width: keep[0], height: keep[1] })
  const webp = await pipeline.webp({ quality: 78, effort: 6 }).toBuffer()
  if (webp.length > maxBytes) throw new Error(`${file} pesa ${webp.length} bytes (máximo ${maxBytes})`)
  await fs.writeFile(path.join(outDir, file), webp)
  const meta = await sharp(webp).metadata()
  console.log(
    `${`sitca/${file}`.padEnd(32)} ${`${meta.width}×${meta.height}`.padStart(10)} ${`${(webp.length / 1024).toFixed(1)} KB`.padStart(9)}`,
  )
}

async function main() {
  await fs.mkdir(outDir, { recursive: true })
  // Banners carry the page's h1 as real text, so their compositions have no label and the crop
  // drops the signature line renderImage draws near the bottom.
  await write('portada.webp', await renderImage({ file: 'sitca-portada', alt: '', label: '', motif: 'chart' }, 1600, 780), [1600, 600])
  await write(
    'editorial-portada.webp',
    await renderImage({ file: 'editorial-portada-ugc', alt: '', label: '', motif: 'book' }, 1600, 780),
    [1600, 600],
  )
  await write('placeholder.webp', Buffer.from(placeholderSvg(1200, 675)))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
