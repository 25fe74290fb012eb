import type { CollectionConfig, Field } from 'payload'
import { adminOnly, admissionsStaff } from '@/cms/access/roles'
import { staffCollection } from '@/cms/collections/staffCollection'

/**
 * One person (issue 39, item 12): every request and event registration with the same e-mail (any
 * case) or the same phone, whatever its date, with their timeline. Written by the server only
 * (./link.ts) when a request or a registration arrives; admisiones and admin read it.
 */
export const People: CollectionConfig = staffCollection({
  slug: 'personas',
  typeName: 'Person',
  labels: { singular: 'Persona', plural: 'Personas' },
  group: 'Admisiones',
  columns: ['nombre', 'correos', 'telefonos', 'updatedAt'],
  hiddenFrom: ['publicador', 'editor'],
  admin: {
    useAsTitle: 'nombre',
    listSearchableFields: ['nombre'],
    description: 'Cada persona una sola vez, con todas sus solicitudes y registros a eventos.',
  },
  defaultSort: '-updatedAt',
  access: { read: admissionsStaff, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'nombre', type: 'text', label: 'Nombre', required: true, maxLength: 201, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'correos',
          type: 'text',
          hasMany: true,
          label: 'Correos electrónicos',
          index: true,
          admin: { readOnly: true, width: '50%' },
        },
        { name: 'telefonos', type: 'text', hasMany: true, label: 'Teléfonos', index: true, admin: { readOnly: true, width: '50%' } },
      ],
    },
    {
      name: 'historia',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '/cms/components/admissions/PersonTimeline#PersonTimeline' } },
    },
    {
      name: 'solicitudes',
      type: 'join',
      collection: 'solicitudes-contacto',
      on: 'ficha',
      label: 'Solicitudes',
      admin: { disableListColumn: true },
    },
    {
      name: 'registros',
      type: 'join',
      collection: 'registros-evento',
      on: 'ficha',
      label: 'Registros a eventos',
      admin: { disableListColumn: true },
    },
  ],
})

/** The link of a request or a registration to its person: set by the server when it arrives. */
export const personField: Field = {
  name: 'ficha',
  type: 'relationship',
  relationTo: 'personas',
  label: 'Persona',
  index: true,
  access: { create: () => false, update: () => false },
  admin: { position: 'sidebar', readOnly: true, description: 'La misma persona en todas sus solicitudes y registros.' },
}
