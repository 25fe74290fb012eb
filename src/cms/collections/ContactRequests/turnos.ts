import type { CollectionConfig } from 'payload'

/**
 * One counter per pool of advisers (all of them, or those who take one programme): the pipeline
 * takes the next turn with one atomic statement in the request's own transaction, so the turn is
 * exact with many requests at once and across instances. Closed to every API.
 */
export const AssignmentTurns: CollectionConfig = {
  slug: 'turnos-asignacion',
  typescript: { interface: 'AssignmentTurn' },
  labels: { singular: 'Turno de asignación', plural: 'Turnos de asignación' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  graphQL: false,
  fields: [
    { name: 'clave', type: 'text', required: true, unique: true, index: true },
    { name: 'siguiente', type: 'number', required: true, defaultValue: 0 },
  ],
}
