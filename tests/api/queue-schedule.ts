/* Run with `tsx tests/api/queue-schedule.ts queue <collection> <id> <ISO time>` against the API
   suite's database (its DATABASE_URL): queues the publish of that document at that time, as the
   back office's «Programar publicación» does, and prints the job's id. With `runs <collection> <id>`
   it prints, as JSON, each publish job of that document: how many times it ran and whether it finished.
   With `purges <tag>` it prints, as JSON, each edge purge left in the queue for that tag. */
import config from '@payload-config'
import { getPayload } from 'payload'

const [mode = '', collection = '', id = '', at = ''] = process.argv.slice(2)
const payload = await getPayload({ config })
if (mode === 'queue') {
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: collection, value: id } as never },
    waitUntil: new Date(at),
  })
  console.log(`RESULT:${job.id}`)
} else if (mode === 'purges') {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'purgarBorde' } },
    pagination: false,
    depth: 0,
  })
  const forTag = docs.filter((j) =>
    String((j.input as { etiquetas?: string } | null)?.etiquetas ?? '')
      .split(' ')
      .includes(collection),
  )
  console.log(`RESULT:${JSON.stringify(forTag.map((j) => ({ totalTried: j.totalTried, completed: Boolean(j.completedAt) })))}`)
} else {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.relationTo': { equals: collection } },
        { 'input.doc.value': { equals: id } },
      ],
    },
    pagination: false,
    depth: 0,
  })
  console.log(`RESULT:${JSON.stringify(docs.map((j) => ({ totalTried: j.totalTried, completed: Boolean(j.completedAt) })))}`)
}
process.exit(0)
