import config from '@payload-config'
import { createLocalReq, getPayload, type Payload } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { cacheTags } from '@/cache'
import { createQueueRunner } from '@/cms/jobs/runner'
import { dueJobIds, readQueueHealth } from '@/cms/jobs/queueStore'
import { describeSchedule, guardedSchedulePublish, scheduleInThePast, scheduleRefused, schedulesOf } from '@/cms/versions/schedule'
import { createStaff, richText, unique, uploadImage } from './fixtures'
import { testPayload } from './payload'

// «Programar publicación» as the back office calls it (the same server function), checked as each
// role; the queue runners of two instances on one database then publish the item once, at its time.
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
let image: number
const staff: Record<
  'publicador' | 'editor' | 'admisiones' | 'admin',
  { id: number | string; collection: 'users' } & Record<string, unknown>
> = {} as never

async function call(role: keyof typeof staff, args: Record<string, unknown>) {
  const req = await createLocalReq({ user: { ...staff[role], collection: 'users' } as never }, payload)
  return (await guardedSchedulePublish({
    ...args,
    req,
    cookies: new Map(),
    importMap: {},
    locale: undefined,
    permissions: {},
    user: req.user,
  } as never)) as {
    error?: string
    message?: string
  }
}

async function draftNews(titulo: string) {
  return payload.create({
    collection: 'comunicaciones',
    data: {
      tipo: 'NOT',
      titulo,
      fecha: '2026-12-15T12:00:00.000Z',
      path_imagen: image,
      contenido: richText('Programada.'),
      _status: 'draft',
    },
    draft: true,
  })
}

const publicTitles = async () =>
  (await payload.find({ collection: 'comunicaciones', overrideAccess: false, pagination: false, depth: 0 })).docs.map((d) => d.titulo)
const jobsFor = async (id: number | string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { 'input.doc.value': { equals: String(id) } },
          { 'input.doc.relationTo': { equals: 'comunicaciones' } },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

// A guard, not a deadline: each round ticks three runners, which on a machine running two other
// suites beside this one took seconds each.
async function tickUntil(runners: { tick: () => Promise<void> }[], done: () => Promise<boolean>, ms = 150_000) {
  const start = Date.now()
  while (!(await done())) {
    if (Date.now() - start > ms) throw new Error('la publicación programada no ocurrió a tiempo')
    await Promise.all(runners.map((r) => r.tick()))
    await new Promise((r) => setTimeout(r, 200))
  }
}

beforeAll(async () => {
  payload = await testPayload()
  image = await uploadImage(payload)
  for (const role of ['publicador', 'editor', 'admisiones', 'admin'] as const) staff[role] = (await createStaff(payload, role)) as never
})

describe(`scheduled publishing (${engine})`, () => {
  it('admissions staff, an editor (who sends to review) and a time already past are refused with a Spanish message, and nothing is queued', async () => {
    const doc = await draftNews(`Rechazada ${unique()}`)
    const target = { type: 'publish', doc: { relationTo: 'comunicaciones', value: String(doc.id) } }
    expect(await call('admisiones', { ...target, date: new Date(Date.now() + 3600_000) })).toEqual({ error: scheduleRefused })
    expect(await call('editor', { ...target, date: new Date(Date.now() + 3600_000) })).toEqual({ error: scheduleRefused })
    expect(await call('publicador', { ...target, date: new Date(Date.now() - 60_000) })).toEqual({ error: scheduleInThePast })
    expect(await call('publicador', { ...target, date: undefined })).toEqual({ error: scheduleInThePast })
    // A collection without public content, and a made-up one.
    expect(
      await call('publicador', {
        type: 'publish',
        doc: { relationTo: 'solicitudes-contacto', value: '1' },
        date: new Date(Date.now() + 3600_000),
      }),
    ).toEqual({ error: scheduleRefused })
    expect(
      await call('publicador', { type: 'publish', doc: { relationTo: 'no-existe', value: '1' }, date: new Date(Date.now() + 3600_000) }),
    ).toEqual({ error: scheduleRefused })
    expect(await jobsFor(doc.id)).toHaveLength(0)
  })

  it("a publisher's schedule shows in the list's column, and admissions cannot remove it", async () => {
    const doc = await draftNews(`Columna ${unique()}`)
    const at = new Date(Date.UTC(2031, 2, 4, 16, 30))
    expect(
      (await call('publicador', { type: 'publish', doc: { relationTo: 'comunicaciones', value: String(doc.id) }, date: at })).error,
    ).toBeUndefined()
    const schedule = (await schedulesOf(payload, 'comunicaciones')).get(String(doc.id))
    // 16:30 UTC is 09:30 in Los Cabos.
    expect(schedule && describeSchedule(schedule)).toBe('Programado para el 04/03/2031 09:30')
    const [job] = await jobsFor(doc.id)
    expect(await call('admisiones', { deleteID: job!.id })).toEqual({ error: scheduleRefused })
    expect(await call('editor', { deleteID: job!.id })).toEqual({ error: scheduleRefused })
    expect(await jobsFor(doc.id)).toHaveLength(1)
    // Waiting for its hour on purpose, it is not a late notice in «Cola de avisos».
    expect((await readQueueHealth(payload)).failed.map((f) => f.task)).not.toContain('schedulePublish')
    // The publisher removes it: it leaves the column, and nothing else is queued in its place.
    expect((await call('publicador', { deleteID: job!.id })).error).toBeUndefined()
    expect(await jobsFor(doc.id)).toHaveLength(0)
    expect((await schedulesOf(payload, 'comunicaciones')).has(String(doc.id))).toBe(false)
  })

  it('two instances racing publish a scheduled draft once, at its time and as its publisher; a scheduled unpublish takes it off', async () => {
    const titulo = `Programada ${unique()}`
    const doc = await draftNews(titulo)
    const second = await getPayload({ config, key: 'segunda-instancia-programacion' })
    const runners = [
      createQueueRunner(payload, { poll: false }),
      createQueueRunner(second, { poll: false }),
      createQueueRunner(second, { poll: false }),
    ]
    // The files before this one share the database and leave e-mails in the queue (hundreds, from
    // the pipeline's burst of requests) for a mail server that is not there: a round trying them
    // took 112 s beside the other suites, and they come back every few seconds. This test is about
    // the schedule alone, so the queue holds only its work.
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { completedAt: { exists: false } } })
    // Far enough ahead that a loaded machine still ticks the runners before the time comes.
    const at = new Date(Date.now() + 10_000)
    expect(
      (await call('publicador', { type: 'publish', doc: { relationTo: 'comunicaciones', value: String(doc.id) }, date: at })).error,
    ).toBeUndefined()

    // Before its time, the runners leave it alone.
    await Promise.all(runners.map((r) => r.tick()))
    const titlesBefore = await publicTitles()
    expect(Date.now()).toBeLessThan(at.getTime())
    expect(titlesBefore).not.toContain(titulo)

    await tickUntil(runners, async () => (await publicTitles()).includes(titulo))
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    for (let i = 0; i < 3; i++) await Promise.all(runners.map((r) => r.tick()))
    const [job, ...others] = await jobsFor(doc.id)
    expect(others).toHaveLength(0)
    expect(job!.completedAt).toBeTruthy()
    expect(job!.totalTried).toBe(1)
    const published = await payload.findVersions({
      collection: 'comunicaciones',
      where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
      depth: 0,
    })
    expect(published.totalDocs).toBe(1)
    const live = await payload.findByID({ collection: 'comunicaciones', id: doc.id, depth: 0 })
    expect(live.actualizado_por).toBe(staff.publicador.id)
    expect((await schedulesOf(payload, 'comunicaciones')).has(String(doc.id))).toBe(false)

    expect(
      (
        await call('publicador', {
          type: 'unpublish',
          doc: { relationTo: 'comunicaciones', value: String(doc.id) },
          date: new Date(Date.now() + 2000),
        })
      ).error,
    ).toBeUndefined()
    expect(describeSchedule((await schedulesOf(payload, 'comunicaciones')).get(String(doc.id))!)).toMatch(
      /^Se quita de publicación el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    )
    await tickUntil(runners, async () => !(await publicTitles()).includes(titulo))
    expect((await jobsFor(doc.id)).filter((j) => !j.completedAt)).toHaveLength(0)
    // Starting the second instance and two waits for the runners: twice timed out at 120 s beside
    // the browser and API suites.
  }, 420_000)

  it('a scheduled publication due behind a backlog of e-mails is taken in the first batch, before them', async () => {
    // Notifications waiting for a mail server that does not answer, queued before the schedule:
    // oldest first alone would put the publication behind all of them, for as long as each send
    // takes to fail.
    const backlog = []
    for (let i = 0; i < 30; i++)
      backlog.push((await payload.jobs.queue({ task: 'enviarCorreoCuenta', input: { usuario: 0, tipo: 'bienvenida' } as never })).id)
    const doc = await draftNews(`Programada tras los correos ${unique()}`)
    const at = new Date(Date.now() + 1500)
    expect(
      (await call('publicador', { type: 'publish', doc: { relationTo: 'comunicaciones', value: String(doc.id) }, date: at })).error,
    ).toBeUndefined()
    const [job] = await jobsFor(doc.id)
    await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 100))
    try {
      // Thirty older e-mails: oldest first, a batch of twenty would not reach it.
      const firstBatch = await dueJobIds(payload, 20)
      expect(firstBatch).toContain(Number(job!.id))
      expect(firstBatch.indexOf(Number(job!.id))).toBeLessThan(
        Math.min(...backlog.map((id) => firstBatch.indexOf(Number(id))).filter((i) => i >= 0)),
      )
    } finally {
      await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { in: [...backlog, job!.id] } } })
    }
  })

  it.runIf(engine === 'PostgreSQL')(
    'a queued publication expires its cache tags once more after its commit, when another connection sees it published',
    async () => {
      // Next.js's cache of the process, as the queue reaches it outside a request, replaced by one
      // that notes what another connection to the database sees at each expiry: the hook's expiry
      // comes before the commit (a read then would keep the old list), so one must come after it.
      const doc = await draftNews(`Programada y expirada ${unique()}`)
      const reader = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await reader.connect()
      const expiries: { published: boolean }[] = []
      const shared = globalThis as { __incrementalCache?: unknown }
      const before = shared.__incrementalCache
      shared.__incrementalCache = {
        revalidateTag: async (tags: string[]) => {
          if (!tags.includes(cacheTags.communication)) return
          const row = (await reader.query<{ status: string }>('SELECT _status AS status FROM comunicaciones WHERE id = $1', [doc.id]))
            .rows[0]
          expiries.push({ published: row?.status === 'published' })
        },
      }
      try {
        const at = new Date(Date.now() + 1500)
        expect(
          (await call('publicador', { type: 'publish', doc: { relationTo: 'comunicaciones', value: String(doc.id) }, date: at })).error,
        ).toBeUndefined()
        const runner = createQueueRunner(payload, { poll: false })
        await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 100))
        await tickUntil([runner], async () => (await publicTitles()).includes(doc.titulo))
        expect(expiries.length).toBeGreaterThanOrEqual(2)
        expect(expiries[0]).toEqual({ published: false })
        expect(expiries.at(-1)).toEqual({ published: true })
      } finally {
        shared.__incrementalCache = before
        await reader.end()
      }
    },
  )
})
