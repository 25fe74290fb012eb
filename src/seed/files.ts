import sharp from 'sharp'
import type { SeedImage } from './types'

/** Text for a PDF string literal in WinAnsi (Latin-1), so Spanish accents print. */
function pdfString(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = ch.charCodeAt(0)
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`
    else if (code >= 32 && code < 127) out += ch
    else if (code >= 160 && code < 256) out += `\\${code.toString(8).padStart(3, '0')}`
    else if (ch === '–' || ch === '—') out += '-'
    else if (ch === '“' || ch === '”') out += '"'
    else if (ch === '‘' || ch === '’') out += "'"
    else out += '?'
  }
  return `(${out})`
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** A one-page (or more) PDF with a red title and wrapped paragraphs, valid for any reader. */
export function makePdf(title: string, paragraphs: string[]): Buffer {
  const linesPerPage = 46
  const body: string[] = []
  for (const p of paragraphs) body.push(...wrap(p, 88), '')
  const pages: string[][] = []
  for (let i = 0; i < Math.max(body.length, 1); i += linesPerPage) pages.push(body.slice(i, i + linesPerPage))

  const objects: string[] = []
  const add = (content: string) => objects.push(content) // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  const kids: number[] = []
  pages.forEach((lines, index) => {
    const ops = ['BT', '/F1 11 Tf', '14 TL', '56 720 Td']
    if (index === 0) ops.push('0.769 0.071 0.188 rg', '/F2 18 Tf', `${pdfString(title)} Tj`, 'T*', 'T*', '0 0 0 rg', '/F1 11 Tf')
    for (const line of lines) ops.push(`${pdfString(line)} Tj`, 'T*')
    ops.push('ET')
    const stream = ops.join('\n')
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    const contentRef = objects.length
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentRef} 0 R >>`,
    )
    kids.push(objects.length)
  })
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`
  add(`<< /Title ${pdfString(title)} /Producer (Universidad UGC) >>`)
  const info = objects.length

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((content, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${content}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** A few seconds of a soft two-note chime (16-bit mono PCM WAV), playable in every browser. */
export function makeWav(seconds: number, frequency: number, sampleRate = 16000): Buffer {
  const samples = Math.round(seconds * sampleRate)
  const buffer = Buffer.alloc(44 + samples * 2)
  buffer.write('RIFF', 0, 'ascii')
  buffer.writeUInt32LE(36 + samples * 2, 4)
  buffer.write('WAVE', 8, 'ascii')
  buffer.write('fmt ', 12, 'ascii')
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(1, 22)
  buffer.writeUInt32LE(sampleRate, 24)
  buffer.writeUInt32LE(sampleRate * 2, 28)
  buffer.writeUInt16LE(2, 32)
  buffer.writeUInt16LE(16, 34)
  buffer.write('data', 36, 'ascii')
  buffer.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate
    const note = t % 1 < 0.5 ? frequency : frequency * 1.25
    const envelope = Math.min(1, t * 20) * Math.min(1, (seconds - t) * 4) * (0.6 + 0.4 * Math.exp(-(t % 0.5) * 6))
    const value = Math.sin(2 * Math.PI * note * t) * 0.35 * envelope
    buffer.writeInt16LE(Math.round(value * 32767), 44 + i * 2)
  }
  return buffer
}

const palettes = [
  ['#C41230', '#6F0A1B'],
  ['#9E0E27', '#3B0610'],
  ['#C41230', '#E0592A'],
  ['#6F0A1B', '#C41230'],
  ['#1F2328', '#9E0E27'],
] as const

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

function motifShapes(motif: SeedImage['motif'], w: number, h: number): string {
  // Portrait images (book covers) keep the motif above the title; landscape ones beside it.
  const cx = h > w ? w * 0.5 : w * 0.78
  const cy = h > w ? h * 0.24 : h * 0.42
  const r = Math.min(w, h) * 0.22
  const stroke = `fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="${Math.max(4, r / 12)}"`
  switch (motif) {
    case 'book':
      return `<rect x="${cx - r}" y="${cy - r * 0.8}" width="${r * 2}" height="${r * 1.6}" rx="${r / 10}" ${stroke}/><line x1="${cx}" y1="${cy - r * 0.8}" x2="${cx}" y2="${cy + r * 0.8}" ${stroke}/>`
    case 'people':
      return `<circle cx="${cx}" cy="${cy - r * 0.4}" r="${r * 0.4}" ${stroke}/><path d="M${cx - r * 0.8} ${cy + r} q${r * 0.8} ${-r * 1.3} ${r * 1.6} 0" ${stroke}/>`
    case 'chart':
      return [0.4, 0.7, 0.55, 1]
        .map(
          (v, i) =>
            `<rect x="${cx - r + i * r * 0.5}" y="${cy + r - v * r * 1.6}" width="${r * 0.35}" height="${v * r * 1.6}" fill="#fff" fill-opacity="0.22"/>`,
        )
        .join('')
    case 'wave':
    case 'mic':
      return (
        [0.5, 0.8, 1.1].map((k) => `<path d="M${cx - r * k} ${cy} a${r * k} ${r * k} 0 0 1 ${2 * r * k} 0" ${stroke}/>`).join('') +
        `<circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="#fff" fill-opacity="0.35"/>`
      )
    case 'globe':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${stroke}/><ellipse cx="${cx}" cy="${cy}" rx="${r * 0.45}" ry="${r}" ${stroke}/><line x1="${cx - r}" y1="${cy}" x2="${cx + r}" y2="${cy}" ${stroke}/>`
    case 'calendar':
      return `<rect x="${cx - r}" y="${cy - r * 0.8}" width="${r * 2}" height="${r * 1.7}" rx="${r / 8}" ${stroke}/><line x1="${cx - r}" y1="${cy - r * 0.35}" x2="${cx + r}" y2="${cy - r * 0.35}" ${stroke}/>`
    case 'leaf':
      return `<path d="M${cx - r} ${cy + r} Q${cx - r} ${cy - r} ${cx + r} ${cy - r} Q${cx + r} ${cy + r} ${cx - r} ${cy + r} Z" ${stroke}/>`
    case 'star':
      return `<polygon points="${Array.from({ length: 10 }, (_, i) => {
        const a = (Math.PI / 5) * i - Math.PI / 2
        const rr = i % 2 ? r * 0.45 : r
        return `${cx + rr * Math.cos(a)},${cy + rr * Math.sin(a)}`
      }).join(' ')}" ${stroke}/>`
    default:
      return `<path d="M${cx - r} ${cy + r * 0.6} L${cx} ${cy - r * 0.7} L${cx + r} ${cy + r * 0.6} Z" ${stroke}/><rect x="${cx - r * 0.35}" y="${cy + r * 0.05}" width="${r * 0.7}" height="${r * 0.55}" ${stroke}/>`
  }
}

/** A small deterministic sequence in [0, 1) from a seed, so one file always draws the same scene. */
function sequence(seed: number): () => number {
  let state = seed || 1
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) ^ Math.imul(state ^ (state >>> 13), 3266489909)
    return ((state ^= state >>> 16) >>> 0) / 4294967296
  }
}

/** A ridge across the picture at `base` (share of the height), gently rolling, filled to the bottom. */
function ridge(w: number, h: number, base: number, swell: number, next: () => number): string {
  const steps = 4
  let d = `M0 ${h} L0 ${h * base}`
  for (let i = 0; i < steps; i++) {
    const x0 = (w / steps) * i
    const x1 = (w / steps) * (i + 1)
    const y = h * (base + (next() - 0.5) * swell)
    d += ` Q${(x0 + x1) / 2} ${y - h * swell * next()} ${x1} ${h * (base + (next() - 0.5) * swell * 0.6)}`
  }
  return `${d} L${w} ${h} Z`
}

/**
 * Demo artwork as editors' photos will be: a scene without a single letter (a sky in the brand's
 * colours, a low sun, hills or sea in layers, a few soft lights and the item's motif), so a title
 * laid over it in HTML never fights text inside the picture, whatever the crop (issue 26).
 */
export async function renderImage(image: SeedImage, width: number, height: number): Promise<Buffer> {
  const seed = hash(image.file)
  const [from, to] = palettes[seed % palettes.length]!
  const next = sequence(seed)
  const sun = { x: width * (0.15 + next() * 0.7), y: height * (0.25 + next() * 0.25), r: Math.min(width, height) * (0.16 + next() * 0.12) }
  const lights = Array.from({ length: 7 }, () => {
    const r = Math.min(width, height) * (0.03 + next() * 0.08)
    return `<circle cx="${width * next()}" cy="${height * next() * 0.6}" r="${r}" fill="#fff" fill-opacity="${(0.04 + next() * 0.08).toFixed(3)}"/>`
  }).join('')
  const layers = [
    { base: 0.62, swell: 0.16, fill: '#fff', opacity: 0.1 },
    { base: 0.72, swell: 0.12, fill: to, opacity: 0.55 },
    { base: 0.84, swell: 0.08, fill: '#1F2328', opacity: 0.45 },
  ]
    .map((l) => `<path d="${ridge(width, height, l.base, l.swell, next)}" fill="${l.fill}" fill-opacity="${l.opacity}"/>`)
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="cielo" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="0.65" stop-color="${from}"/><stop offset="1" stop-color="#E0592A"/></linearGradient>
    <radialGradient id="sol"><stop offset="0" stop-color="#FFE3C2" stop-opacity="0.95"/><stop offset="0.35" stop-color="#FFB58A" stop-opacity="0.55"/><stop offset="1" stop-color="#FFB58A" stop-opacity="0"/></radialGradient>
    <linearGradient id="bruma" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#cielo)"/>
  <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r * 2.6}" fill="url(#sol)"/>
  ${lights}
  ${motifShapes(image.motif, width, height)}
  ${layers}
  <rect width="100%" height="100%" fill="url(#bruma)"/>
</svg>`
  // A touch of blur, as a lens gives: no hard vector edges.
  return sharp(Buffer.from(svg))
    .blur(Math.max(0.6, Math.min(width, height) / 900))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
