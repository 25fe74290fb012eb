// Fixed imagery of /radiougc and /casosdeexito: the podcast's square cover for the RSS feed
// (Apple asks for a JPEG or PNG of 1400–3000 px a side), the success stories' banner and the
// poster of their click-to-load video. Part of the site's design, generated once and committed.
// Run: npx tsx scripts/site-images-radio.ts
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { renderImage } from '../src/seed/files'
import type { SeedImage } from '../src/seed/types'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const imagesDir = path.join(root, 'public', 'images')

type Spec = { dir: string; image: SeedImage; render: [number, number]; keep?: [number, number]; format: 'jpg' | 'webp'; maxKb: number }

const specs: Spec[] = [
  {
    dir: 'radio',
    // Square and portrait-free: renderImage lays the motif beside the title, so the title stays short.
    image: { file: 'podcast-portada', alt: '', label: 'Radio UGC', caption: 'Podcast · 104.7 FM', motif: 'mic' },
    render: [1400, 1400],
    format: 'jpg',
    maxKb: 200,
  },
  {
    dir: 'casos-exito',
    // The page's h1 is laid over it as text: no label of its own.
    image: { file: 'portada', alt: '', label: '', motif: 'people' },
    render: [1600, 780],
    keep: [1600, 600],
    format: 'webp',
    maxKb: 60,
  },
  {
    dir: 'casos-exito',
    // The play button sits in the middle: no title under it.
    image: { file: 'video', alt: '', label: '', motif: 'star' },
    render: [1280, 720],
    format: 'webp',
    maxKb: 60,
  },
]

async function main() {
  for (const { dir, image, render, keep, format, maxKb } of specs) {
    const outDir = path.join(imagesDir, dir)
    await fs.mkdir(outDir, { recursive: true })
    let pipeline = sharp(await renderImage(image, render[0], render[1]))
    if (keep) pipeline = pipeline.extract({ left: 0, top: 0, width: keep[0], height: keep[1] })
    const out =
      format === 'jpg'
        ? await pipeline.jpeg({ quality: 86, mozjpeg: true }).toBuffer()
        : await pipeline.webp({ quality: 78, effort: 6 }).toBuffer()
    if (out.length > maxKb * 1024) throw new Error(`${dir}/${image.file}.${format} pesa ${out.length} bytes (máximo ${maxKb} KB)`)
    await fs.writeFile(path.join(outDir, `${image.file}.${format}`), out)
    const [w, h] = keep ?? render
    console.log(
      `${`${dir}/${image.file}.${format}`.padEnd(34)} ${`${w}×${h}`.padStart(9)} ${`${(out.length / 1024).toFixed(1)} KB`.padStart(9)}`,
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
