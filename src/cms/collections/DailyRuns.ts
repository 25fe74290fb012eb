import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * One row per daily task and local day (`clave` = «tarea:aaaa-mm-dd», unique in the database): the
 * instance whose insert wins queues that day's job, so a day's job exists once however many
 * instances start or restart. Internal: no API or view reads it.
 */
export const DailyRuns: CollectionConfig = {
  slug: 'corridas-diarias',
  typescript: { interface: 'DailyRun' },
  labels: { singular: 'Tarea diaria', plural: 'Tareas diarias' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'clave', type: 'text', required: true, unique: true },
    { name: 'tarea', type: 'text', required: true },
    { name: 'dia', type: 'text', required: true },
    { name: 'programada_para', type: 'date', required: true },
    { name: 'completada_el', type: 'date' },
  ],
}
