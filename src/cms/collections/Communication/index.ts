import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { promoteWaiting } from '@/cms/collections/EventRegistrations/seats'
import { publicError } from '@/cms/publicError'
import { choices, dateField, richTextField, uploadField, visitsField } from '@/cms/fields/common'
import { slugField } from '@/cms/fields/slug'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'
import { registrationFields } from './registrationFields'

const communicationTypes = choices({ NOT: 'Noticia (NOT)', EVE: 'Evento (EVE)' })

/** News (NOT) and events (EVE): one collection, as the API serves them by `tipo`. */
const communication = publicCollection({
  slug: 'comunicaciones',
  typeName: 'NewsOrEvent',
  labels: { singular: 'Noticia o evento', plural: 'Noticias y eventos' },
  group: 'Comunicación',
  tag: cacheTags.communication,
  sort: '-fecha',
  versions: 50,
  columns: ['titulo', 'tipo', 'fecha', '_status', 'visitas'],
  admin: { listSearchableFields: ['titulo', 'slug'] },
  fields: [
    { name: 'tipo', type: 'select', label: 'Tipo', required: true, defaultValue: 'NOT', options: communicationTypes, index: true },
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    slugField({ uniqueAcross: ['sitca-documentos'] }),
    dateField('fecha', 'Fecha'),
    uploadField('path_imagen', 'Imagen', 'image'),
    richTextField('contenido', 'Contenido'),
    visitsField,
    registrationFields,
  ],
})

/**
 * An event people signed up for is not deleted: its registrations (personal data admissions
 * follows up) would go with it. Unpublishing takes it off the site and keeps them.
 */
const keepSignedUpEvents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'registros-evento',
    where: { evento: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) {
    throw publicError(
      `Este evento tiene ${totalDocs === 1 ? '1 registro' : `${totalDocs} registros`} de asistentes: despublícalo en lugar de eliminarlo, para no perderlos.`,
      409,
    )
  }
}

/** More places published: the waiting list gets them at once, in order. */
const seatWaitingOnMorePlaces: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.tipo !== 'EVE' || doc._status !== 'published') return doc
  if ((doc.registro?.cupo ?? 0) > (previousDoc?.registro?.cupo ?? 0)) await promoteWaiting(req, doc.id)
  return doc
}

export const Communication: CollectionConfig = {
  ...communication,
  hooks: {
    ...communication.hooks,
    afterChange: [...(communication.hooks?.afterChange ?? []), seatWaitingOnMorePlaces],
    beforeDelete: [...(communication.hooks?.beforeDelete ?? []), keepSignedUpEvents],
  },
}
