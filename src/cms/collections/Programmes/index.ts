import type { CollectionConfig } from 'payload'
import { draftableContent } from '../../access/roles'
import { hiddenFor, orderField, uploadField } from '../../fields/common'
import { slugField } from '../../fields/slug'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const programmeTypes = [
  { value: 'BAC', label: 'Bachillerato (BAC)' },
  { value: 'LIC', label: 'Licenciatura (LIC)' },
  { value: 'DIP', label: 'Diplomado (DIP)' },
] as const

export const periodTypes = [
  { value: 'CUA', label: 'Cuatrimestre (CUA)' },
  { value: 'SEM', label: 'Semestre (SEM)' },
  { value: 'TRI', label: 'Trimestre (TRI)' },
  { value: 'MOD', label: 'Módulo (otro)' },
] as const

export const Programmes: CollectionConfig = {
  slug: 'programas',
  typescript: { interface: 'Programme' },
  labels: { singular: 'Programa académico', plural: 'Oferta académica' },
  admin: {
    group: 'Oferta académica',
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'tipo', 'tipo_periodo', '_status', 'orden'],
    hidden: hiddenFor('admisiones'),
  },
  defaultSort: 'orden',
  access: draftableContent,
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: revalidateCollection(cacheTags.programmes),
  fields: [
    { name: 'tipo', type: 'select', label: 'Tipo', required: true, options: [...programmeTypes], index: true },
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    slugField(),
    { name: 'subtitulo', type: 'textarea', label: 'Subtítulo' },
    uploadField('path_banner', 'Banner', 'image'),
    uploadField('path_imagen', 'Imagen', 'image'),
    {
      name: 'tipo_periodo',
      type: 'select',
      label: 'Tipo de periodo',
      required: true,
      defaultValue: 'CUA',
      options: [...periodTypes],
    },
    { name: 'rvoe', type: 'text', label: 'RVOE', admin: { description: 'Reconocimiento de Validez Oficial de Estudios.' } },
    {
      name: 'caracteristicas',
      type: 'array',
      label: 'Características',
      labels: { singular: 'Característica', plural: 'Características' },
      admin: {
        description: 'Cada una es una pestaña. En bachillerato, la titulada «Desc» es la descripción principal.',
      },
      fields: [
        { name: 'titulo_caracteristica', type: 'text', label: 'Título', required: true },
        { name: 'descripcion', type: 'textarea', label: 'Descripción', required: true },
      ],
    },
    {
      name: 'plan_estudios',
      type: 'array',
      label: 'Plan de estudios',
      labels: { singular: 'Materia', plural: 'Materias' },
      fields: [
        { name: 'numero_periodo', type: 'number', label: 'Periodo', required: true, min: 1 },
        { name: 'nombre_materia', type: 'text', label: 'Materia', required: true },
      ],
    },
    orderField,
  ],
}
