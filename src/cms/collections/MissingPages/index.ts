import type { CollectionConfig } from 'payload'
import { contentStaff } from '@/cms/access/roles'
import { staffCollection } from '@/cms/collections/staffCollection'

const never = () => false

const stampAdmin = { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } as const

/**
 * The addresses visitors asked for that answered 404, counted by the site itself
 * (src/data/missingPages.ts): no one can create or change a row from outside, staff only read the
 * list and delete rows. No IP, browser or query is kept; the list holds at most a few thousand paths.
 */
export const MissingPages: CollectionConfig = staffCollection({
  slug: 'direcciones-no-encontradas',
  typeName: 'MissingPage',
  labels: { singular: 'Dirección no encontrada', plural: 'Direcciones no encontradas' },
  group: 'Sitio',
  columns: ['path', 'veces', 'ultima_vez', 'crear_redireccion'],
  hiddenFrom: ['admisiones'],
  admin: {
    useAsTitle: 'path',
    listSearchableFields: ['path'],
    description:
      'Direcciones del sitio que los visitantes abrieron y no existen, las más visitadas primero. Crea una redirección para llevarlos a la página correcta.',
  },
  defaultSort: '-veces',
  access: { read: contentStaff, delete: contentStaff, create: never, update: never },
  fields: [
    { name: 'path', type: 'text', label: 'Dirección', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'veces', type: 'number', label: 'Veces', required: true, defaultValue: 0, index: true, admin: { readOnly: true } },
    { name: 'primera_vez', type: 'date', label: 'Primera vez', required: true, admin: stampAdmin },
    { name: 'ultima_vez', type: 'date', label: 'Última vez', required: true, index: true, admin: stampAdmin },
    {
      name: 'crear_redireccion',
      type: 'ui',
      label: 'Redirección',
      admin: {
        components: {
          Cell: '/cms/components/CreateRedirectLink#CreateRedirectCell',
          Field: '/cms/components/CreateRedirectLink#CreateRedirectField',
        },
      },
    },
  ],
})
