import type { CollectionConfig } from 'payload'
import { env } from '../../../env'
import { anyone, contentStaff } from '../../access/roles'
import { hiddenFor } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'
import { bucketStorage } from './bucket'

const revalidate = revalidateCollection(cacheTags.media)

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
  // In an S3 bucket (S3_BUCKET) the files go up before the row and leave after it; on disk
  // Payload writes and deletes them itself.
  hooks: env.s3
    ? {
        beforeOperation: bucketStorage.hooks.beforeOperation,
        beforeChange: bucketStorage.hooks.beforeChange,
        afterChange: [...bucketStorage.hooks.afterChange, ...revalidate.afterChange],
        afterDelete: [...bucketStorage.hooks.afterDelete, ...revalidate.afterDelete],
      }
    : revalidate,
  upload: {
    staticDir: env.mediaDir,
    ...(env.s3 ? bucketStorage.upload : {}),
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
