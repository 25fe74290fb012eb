// `npm run bench:feeds [-- --rounds 15 --round-ms 200]`: how long writing each subscription feed
// takes with the packages (src/lib today) and with the hand-written writers they replaced, taken
// from the last commit that had them. The same realistic input for both: 50 news items, 50 podcast
// episodes, 50 events. Each round writes documents for about --round-ms milliseconds; prints the
// median over the rounds of the processor time of one document, and its size.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as Feeds from '../src/lib/feeds'
import type * as PodcastFeed from '../src/lib/podcastFeed'

const handWrittenCommit = '4ba0563'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function numberArg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index === -1 ? NaN : Number(process.argv[index + 1])
  return Number.isFinite(value) && value > 0 ? value : fallback
}
const rounds = numberArg('rounds', 15)
const roundMs = numberArg('round-ms', 200)

/** src/lib as it was at that commit, under node_modules/.cache so its imports resolve as before. */
function handWrittenLib(): string {
  const dir = path.join(root, 'node_modules', '.cache', 'bench-feeds', handWrittenCommit)
  if (!fs.existsSync(path.join(dir, 'src', 'lib', 'feeds.ts'))) {
    fs.mkdirSync(dir, { recursive: true })
    const archive = spawnSync('git', ['archive', '--format=tar', handWrittenCommit, 'src/lib'], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
    if (archive.status !== 0) throw new Error(`git archive ${handWrittenCommit}: ${archive.stderr}`)
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout })
    if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`)
  }
  return path.join(dir, 'src', 'lib')
}

type Writers = { feeds: typeof Feeds; podcast: typeof PodcastFeed }
const load = async (lib: string): Promise<Writers> => ({
  feeds: (await import(pathToFileURL(path.join(lib, 'feeds.ts')).href)) as typeof Feeds,
  podcast: (await import(pathToFileURL(path.join(lib, 'podcastFeed.ts')).href)) as typeof PodcastFeed,
})

const site = 'https://ugc.edu.mx'
const words =
  'La Universidad UGC celebró en Cabo San Lucas la jornada de innovación, con estudiantes, egresados y empresas de Los Cabos; hubo talleres & conferencias «abiertas» al público.'
const text = (n: number, length: number) => `${n}. ${words.repeat(Math.ceil(length / words.length))}`.slice(0, length)
const day = (n: number) => `${String((n % 28) + 1).padStart(2, '0')}/${String((n % 12) + 1).padStart(2, '0')}/2026`
const indexes = Array.from({ length: 50 }, (_, i) => i)

function run(w: Writers): Record<string, () => string> {
  const news = indexes.map((i) => {
    const link = `${site}/vida-universitaria-y-eventos?slug=noticia-${i}`
    return { title: `Noticia ${i}: ${text(i, 70)}`, link, description: text(i, 300), pubDate: w.feeds.startOfDay(day(i)), guid: link }
  })
  const episodes = indexes.map((i) => ({
    title: `Episodio ${i}: ${text(i, 60)}`,
    description: `Conduce: Dra. Beatriz Cosío. Invitados: ${text(i, 80)}.`,
    link: `${site}/radiougc#episodio-${i}`,
    guid: `${site}/radiougc#episodio-${i}`,
    pubDate: new Date(Date.UTC(2026, i % 12, (i % 28) + 1, 12)),
    author: 'Dra. Beatriz Cosío',
    enclosure: { url: `${site}/media/podcast-${i}.mp3`, length: 24_000_000 + i, type: 'audio/mpeg' },
    duration: 1500 + i * 7,
  }))
  const channel = {
    title: 'Radio UGC · Podcast de la Universidad UGC',
    link: `${site}/radiougc`,
    feedUrl: `${site}/radiougc/podcast.xml`,
    description: text(0, 180),
    language: 'es-mx',
    author: 'Universidad UGC',
    owner: { name: 'Radio UGC · Universidad UGC', email: 'radio@ugc.edu.mx' },
    image: `${site}/images/radio/podcast-portada.jpg`,
    category: 'Education',
    copyright: 'Universidad UGC',
  }
  const events = indexes.map((i) => ({
    uid: `evento-${i}@ugc.edu.mx`,
    date: day(i),
    summary: `Actividad ${i}: ${text(i, 60)}`,
    description: text(i, 1000),
    url: `${site}/actividades-ugc?slug=evento-${i}`,
    location: 'Blvd. Lázaro Cárdenas s/n, Cabo San Lucas, B.C.S.',
  }))
  const stamp = new Date('2026-11-23T10:15:00Z')
  return {
    'RSS de noticias': () =>
      w.feeds.buildRss({
        title: 'Vida Universitaria y Eventos · Universidad UGC',
        link: `${site}/vida-universitaria-y-eventos`,
        description: text(1, 120),
        selfLink: `${site}/vida-universitaria-y-eventos/rss.xml`,
        items: news,
      }),
    'RSS del podcast': () => w.podcast.buildPodcastRss(channel, episodes),
    'iCalendar de actividades': () =>
      w.feeds.buildIcs({
        prodId: '-//Universidad UGC//Actividades UGC//ES',
        name: 'Actividades UGC',
        description: text(2, 60),
        stamp,
        events,
      }),
  }
}

/**
 * Median processor time (user + system, µs) of one document over `rounds` rounds of about
 * `roundMs` each, after a warm-up round: on a shared machine, the wall clock would also count the
 * time other processes had the cores.
 */
function measure(write: () => string): number {
  const round = (): number => {
    const deadline = process.hrtime.bigint() + BigInt(roundMs * 1e6)
    const cpu = process.cpuUsage()
    let documents = 0
    do {
      write()
      documents++
    } while (process.hrtime.bigint() < deadline)
    const used = process.cpuUsage(cpu)
    return (used.user + used.system) / documents
  }
  round()
  const perDocument = Array.from({ length: rounds }, round).sort((a, b) => a - b)
  return perDocument[Math.floor(perDocument.length / 2)]!
}

const before = run(await load(handWrittenLib()))
const after = run(await load(path.join(root, 'src', 'lib')))
console.log(`Mediana de ${rounds} rondas de ${roundMs} ms por escritor (documentos de 50 entradas), Node ${process.version}`)
const rows = Object.keys(before).map((name) => {
  const [oldUs, newUs] = [measure(before[name]!), measure(after[name]!)]
  const [oldKiB, newKiB] = [before[name]!(), after[name]!()].map((doc) => Buffer.byteLength(doc) / 1024)
  return {
    documento: name,
    'a mano (µs CPU)': Math.round(oldUs),
    'paquete (µs CPU)': Math.round(newUs),
    'paquete / a mano': `${(newUs / oldUs).toFixed(1)}×`,
    'a mano (KiB)': oldKiB!.toFixed(1),
    'paquete (KiB)': newKiB!.toFixed(1),
  }
})
console.table(rows)
