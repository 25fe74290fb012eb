import type { Field, GlobalConfig } from 'payload'
import { withHistory } from '@/cms/versions/history'
import { cacheTags } from '@/cache'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { hiddenFor } from '@/cms/fields/common'

const paragraphsHint = 'Separa los párrafos con una línea en blanco.'

const longText = (name: string, label: string, description = paragraphsHint): Field => ({
  name,
  type: 'textarea',
  label,
  required: true,
  admin: { description, rows: 8 },
})

const text = (name: string, label: string, required = true): Field => ({ name, type: 'text', label, required })

/** Labels of the kinds of national and local agreements; the site groups nothing by them, editors filter by them. */
const agreementKinds = [
  { label: 'Gobierno', value: 'gobierno' },
  { label: 'Hotel', value: 'hotel' },
  { label: 'Universidad', value: 'universidad' },
  { label: 'Cámara o asociación', value: 'camara' },
  { label: 'Empresa', value: 'empresa' },
  { label: 'Organización civil', value: 'organizacion' },
] as const

/**
 * The long institutional copy the spec leaves unshown (who we are, the rector's message, mission,
 * vision, the incubator, the agreements and scholarships): written by the university and kept
 * here so editors change it without a developer.
 */
export const InstitutionalContent: GlobalConfig = withHistory({
  slug: 'contenido-institucional',
  typescript: { interface: 'InstitutionalContent' },
  label: 'Contenido institucional',
  admin: { group: 'Sitio', description: 'Textos de Quiénes Somos, Incubadora y Convenios y Becas.', hidden: hiddenFor('admisiones') },
  // Drafts and history (src/cms/versions/history.ts): visitors read only the published version.
  hooks: { afterChange: [revalidateGlobal(cacheTags.institutional)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Quiénes somos',
          fields: [
            longText('quienes_somos', 'Quiénes somos (introducción)'),
            longText('en_la_empresa', 'En la empresa'),
            longText('en_la_sociedad', 'En la sociedad'),
            longText('en_el_mundo', 'En el mundo'),
          ],
        },
        {
          label: 'Mensaje del rector',
          fields: [text('rector_nombre', 'Nombre del rector'), text('rector_cargo', 'Cargo'), longText('rector_mensaje', 'Mensaje')],
        },
        {
          label: 'Misión y visión',
          fields: [longText('mision', 'Misión', 'Un párrafo breve.'), longText('vision', 'Visión', 'Un párrafo breve.')],
        },
        {
          label: 'Incubadora',
          fields: [
            longText('incubadora_que_es', '¿Qué es la incubadora?'),
            longText('incubadora_como_opera', '¿Cómo opera?'),
            {
              name: 'incubadora_fases',
              type: 'array',
              label: 'Fases del proceso de incubación',
              labels: { singular: 'Fase', plural: 'Fases' },
              minRows: 1,
              fields: [text('titulo', 'Título'), { name: 'descripcion', type: 'textarea', label: 'Descripción', required: true }],
            },
            {
              name: 'incubadora_servicios',
              type: 'array',
              label: 'Servicios',
              labels: { singular: 'Servicio', plural: 'Servicios' },
              fields: [text('servicio', 'Servicio')],
            },
            {
              name: 'incubadora_requisitos',
              type: 'array',
              label: '¿Quién puede participar? (requisitos)',
              labels: { singular: 'Requisito', plural: 'Requisitos' },
              fields: [text('requisito', 'Requisito')],
            },
          ],
        },
        {
          label: 'Convenios',
          fields: [
            longText('convenios_intro', 'Introducción (convenios de prácticas profesionales)'),
            {
              name: 'convenios_internacionales',
              type: 'array',
              label: 'Convenios internacionales',
              labels: { singular: 'Convenio internacional', plural: 'Convenios internacionales' },
              fields: [
                text('pais', 'País'),
                text('institucion', 'Institución'),
                { name: 'descripcion', type: 'textarea', label: 'Descripción (opcional)' },
              ],
            },
            {
              name: 'convenios_nacionales',
              type: 'array',
              label: 'Convenios nacionales y locales',
              labels: { singular: 'Institución', plural: 'Instituciones' },
              admin: { description: 'Se muestran como lista, en este orden.' },
              fields: [
                text('institucion', 'Institución'),
                {
                  name: 'tipo',
                  type: 'select',
                  label: 'Tipo (opcional)',
                  options: agreementKinds.map((k) => ({ ...k })),
                  // The versions table's default name is past PostgreSQL's 63 characters; the published table's stays as it was.
                  enumName: ({ tableName = 'contenido_institucional_convenios_nacionales' }) =>
                    `enum_${tableName.replace('_v_version_', '_v_')}_tipo`,
                },
              ],
            },
          ],
        },
        {
          label: 'Becas',
          fields: [
            {
              name: 'becas',
              type: 'array',
              label: 'Becas y descuentos',
              labels: { singular: 'Beca', plural: 'Becas' },
              fields: [text('nombre', 'Nombre'), { name: 'descripcion', type: 'textarea', label: 'Descripción', required: true }],
            },
          ],
        },
      ],
    },
  ],
})
