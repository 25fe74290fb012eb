// The CONOCER page's infographics of the certification process (spec §2.8), a landscape one for
// wide screens and a portrait one for phones. Part of the site's design, generated once and
// committed; the same steps are in the page's HTML. Run: npx tsx scripts/site-images-conocer.ts
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { conocerPage } from '../src/copy/conocer'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'public', 'images', 'conocer')
const maxBytes = 80 * 1024
const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif'

// The brand tokens of site.css; an image cannot read CSS variables.
const brand = '#C41230'
const brandDark = '#9E0E27'
const brandDarker = '#6F0A1B'
const brand50 = '#FDECEF'
const ink = '#1F2328'
const muted = '#5B616B'

const { steps } = conocerPage.process

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * size * 1.35}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`)
    .join('')
}

function frame(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${brand50}"/></linearGradient>
    <linearGradient id="dot" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand}"/><stop offset="1" stop-color="${brandDarker}"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${width}" cy="0" r="${Math.min(width, height) * 0.35}" fill="${brand}" fill-opacity="0.05"/>
  <g font-family="${font}">${body}</g>
</svg>`
}

function desktop(): { svg: string; width: number; height: number } {
  const { width, height } = conocerPage.process.desktop
  const columnWidth = (width - 160) / steps.length
  const cy = 250
  const r = 62
  let body = `<text x="80" y="96" font-size="40" font-weight="700" fill="${ink}">Proceso de certificación CONOCER</text>`
  body += `<rect x="80" y="118" width="96" height="6" rx="3" fill="${brand}"/>`
  steps.forEach((step, i) => {
    const cx = 80 + columnWidth * i + columnWidth / 2
    if (i < steps.length - 1) {
      const x1 = cx + r + 14
      const x2 = cx + columnWidth - r - 14
      body += `<line x1="${x1}" y1="${cy}" x2="${x2 - 12}" y2="${cy}" stroke="${brandDark}" stroke-width="4" stroke-dasharray="10 8"/>`
      body += `<path d="M${x2 - 14} ${cy - 10} L${x2} ${cy} L${x2 - 14} ${cy + 10} Z" fill="${brandDark}"/>`
    }
    body += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#dot)"/>`
    body += `<text x="${cx}" y="${cy + 22}" font-size="60" font-weight="700" fill="#FFFFFF" text-anchor="middle">${i + 1}</text>`
    body += `<text x="${cx}" y="${cy + r + 58}" font-size="28" font-weight="700" fill="${brandDark}" text-anchor="middle">${escapeXml(step.title)}</text>`
    body += textLines(wrap(step.text, 24), cx, cy + r + 100, 19, `fill="${muted}" text-anchor="middle"`)
  })
  return { svg: frame(width, height, body), width, height }
}

function mobile(): { svg: string; width: number; height: number } {
  const { width, height } = conocerPage.process.mobile
  const top = 210
  const rowHeight = (height - top - 40) / steps.length
  const cx = 96
  const r = 44
  let body = textLines(['Proceso de', 'certificación CONOCER'], 48, 92, 40, `font-weight="700" fill="${ink}"`)
  body += `<rect x="48" y="160" width="96" height="6" rx="3" fill="${brand}"/>`
  steps.forEach((step, i) => {
    const cy = top + rowHeight * i + r
    if (i < steps.length - 1) {
      body += `<line x1="${cx}" y1="${cy + r + 10}" x2="${cx}" y2="${cy + rowHeight - r - 10}" stroke="${brandDark}" stroke-width="4" stroke-dasharray="8 7"/>`
    }
    body += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#dot)"/>`
    body += `<text x="${cx}" y="${cy + 16}" font-size="44" font-weight="700" fill="#FFFFFF" text-anchor="middle">${i + 1}</text>`
    body += `<text x="170" y="${cy - 6}" font-size="36" font-weight="700" fill="${brandDark}">${escapeXml(step.title)}</text>`
    // Phones show this image at about half its width, so its text is drawn large.
    body += textLines(wrap(step.text, 30).slice(0, 5), 170, cy + 38, 26, `fill="${muted}"`)
  })
  return { svg: frame(width, height, body), width, height }
}

async function main() {
  await fs.mkdir(outDir, { recursive: true })
  const outputs = [
    { file: path.basename(conocerPage.process.desktop.src), ...desktop() },
    { file: path.basename(conocerPage.process.mobile.src), ...mobile() },
  ]
  for (const { file, svg, width, height } of outputs) {
    const webp = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 6 }).toBuffer()
    if (webp.length > maxBytes) throw new Error(`${file} pesa ${webp.length} bytes (máximo ${maxBytes})`)
    await fs.writeFile(path.join(outDir, file), webp)
    console.log(`${file.padEnd(40)} ${`${width}×${height}`.padStart(10)} ${`${(webp.length / 1024).toFixed(1)} KB`.padStart(9)}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
