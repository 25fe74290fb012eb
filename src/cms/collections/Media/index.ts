import type { CollectionConfig } from 'payload'
import { env } from '../../../env'
import { anyone, contentStaff } from '../../access/roles'
import { hiddenFor } from '../../fields/common'
import { cacheTags } from '../../../data/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Archivo', plural: 'Medios' },
  admin: {
    group: 'Contenido',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'],
    hidden: hiddenFor('admisiones'),
  },
  access: { read: anyone, create: contentStaff, update: contentStaff, delete: contentStaff },
  hooks: revalidateCollection(cacheTags.media),
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: ['image/*', 'application/pdf', 'audio/*'],
    focalPoint: true,
    adminThumbnail: 'miniatura',
    imageSizes: [
      { name: 'miniatura', width: 320, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'tarjeta', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'banner', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Texto alternativo',
      required: true,
      admin: {
        description:
          'Describe la imagen para quien no puede verla (o el contenido del PDF o audio). Obligatorio.',
      },
    },
  ],
}
