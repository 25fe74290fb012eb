// The pages' fixed imagery (home: offer panels, area links, "why study here", video poster;
// preparatoria: the admissions pieces; ugcidiomas: the banner; quienes-somos, incubadora and convenios: banners and pictures): part of the site's design, not editor content, so it is
// preparatoria: the admissions pieces; ugcidiomas, circulos, egresados, estudiantes, NuestroCampus: the banners): part of the site's design, not editor content, so it is
// generated once and committed under public/images/{page}/.
// Run: npx tsx scripts/site-images.ts
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { renderImage } from '../src/seed/files'
import type { SeedImage } from '../src/seed/types'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const imagesDir = path.join(root, 'public', 'images')
const maxBytes = 60 * 1024

type Spec = {
  /** The folder under public/images; 'home' unless said. */
  dir?: string
  image: SeedImage
  /** Size of the composition renderImage draws. */
  render: [number, number]
  /**
   * Size kept from its top-left corner. Panels and tiles carry their title as real text over the
   * image, so their compositions have no label, and the crop drops the small signature line
   * renderImage draws near the bottom, where that text sits.
   */
  keep?: [number, number]
}

const panel = (file: string, motif: SeedImage['motif']): Spec => ({
  image: { file, alt: '', label: '', motif },
  render: [900, 1120],
  keep: [900, 960],
})

const tile = (file: string, motif: SeedImage['motif']): Spec => ({
  image: { file, alt: '', label: '', motif },
  render: [800, 700],
  keep: [800, 600],
})

const specs: Spec[] = [
  panel('oferta-preparatoria', 'book'),
  panel('oferta-licenciaturas', 'campus'),
  panel('oferta-maestrias', 'chart'),
  panel('oferta-doctorados', 'star'),
  panel('oferta-especialidades', 'people'),
  panel('oferta-diplomados', 'calendar'),
  tile('area-incubadora', 'leaf'),
  tile('area-revista-cientifica', 'book'),
  tile('area-red-conocer', 'globe'),
  tile('area-bolsa-trabajo', 'people'),
  tile('area-circulos', 'star'),
  {
    // Portrait, so renderImage puts the motif above the motto instead of across it.
    image: { file: 'por-que-estudiar', alt: '', label: 'Evolucionar para Trascender', caption: 'Universidad UGC', motif: 'campus' },
    render: [960, 1200],
  },
  {
    image: { file: 'video-inicio', alt: '', label: 'Conoce UGC', caption: 'Video institucional', motif: 'wave' },
    render: [1280, 720],
  },
  {
    dir: 'preparatoria',
    image: {
      file: 'admisiones-escritorio',
      alt: '',
      label: 'Admisiones abiertas',
      caption: 'Preparatoria UGC · Inscríbete en línea',
      motif: 'people',
    },
    render: [1600, 560],
  },
  {
    dir: 'preparatoria',
    image: {
      file: 'admisiones-movil',
      alt: '',
      label: 'Admisiones abiertas',
      caption: 'Preparatoria UGC · Inscríbete en línea',
      motif: 'people',
    },
    render: [800, 1000],
  },
  {
    // The language centre's banner: the page's h1 is laid over it as text.
    dir: 'idiomas',
    image: { file: 'portada', alt: '', label: '', motif: 'globe' },
    render: [1600, 780],
    keep: [1600, 600],
  },
  {
    // /quienes-somos: the landing block's background; the logo, the h1 and the menu sit over it.
    dir: 'quienes-somos',
    image: { file: 'portada', alt: '', label: '', motif: 'campus' },
    render: [1600, 900],
    keep: [1600, 720],
  },
  {
    dir: 'incubadora',
    image: { file: 'portada', alt: '', label: '', motif: 'leaf' },
    render: [1600, 780],
    keep: [1600, 600],
  },
  {
    dir: 'convenios',
    image: { file: 'portada', alt: '', label: '', motif: 'people' },
    render: [1600, 780],
    keep: [1600, 600],
  },
  {
    // The placeholder card after the international agreements.
    dir: 'convenios',
    image: { file: 'mundo', alt: '', label: '', motif: 'globe' },
    render: [800, 700],
    keep: [800, 600],
  },
  {
    // Customer service, beside the contact form on wide screens only.
    dir: 'convenios',
    image: { file: 'atencion', alt: '', label: 'Estamos para ayudarte', caption: 'Atención a estudiantes y familias', motif: 'people' },
    render: [900, 1200],
  },
  // Community pages' banners: the h1 is laid over each as text.
  ...(
    [
      ['circulos', 'people'],
      ['egresados', 'star'],
      ['estudiantes', 'book'],
      ['campus', 'campus'],
    ] as const
  ).map(([dir, motif]): Spec => ({ dir, image: { file: 'portada', alt: '', label: '', motif }, render: [1600, 780], keep: [1600, 600] })),
]

async function main() {
  const rows: string[] = []
  for (const { dir = 'home', image, render, keep } of specs) {
    const outDir = path.join(imagesDir, dir)
    await fs.mkdir(outDir, { recursive: true })
    const jpeg = await renderImage(image, render[0], render[1])
    let pipeline = sharp(jpeg)
    if (keep) pipeline = pipeline.extract({ left: 0, top: 0, width: keep[0], height: keep[1] })
    const webp = await pipeline.webp({ quality: 78, effort: 6 }).toBuffer()
    if (webp.length > maxBytes) throw new Error(`${image.file}.webp pesa ${webp.length} bytes (máximo ${maxBytes})`)
    await fs.writeFile(path.join(outDir, `${image.file}.webp`), webp)
    const [w, h] = keep ?? render
    rows.push(`${`${dir}/${image.file}.webp`.padEnd(40)} ${`${w}×${h}`.padStart(9)} ${`${(webp.length / 1024).toFixed(1)} KB`.padStart(9)}`)
  }
  console.log(rows.join('\n'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
