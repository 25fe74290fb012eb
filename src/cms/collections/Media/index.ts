import { type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import { env } from '@/env'
import { anyone, contentStaff, hasRole } from '@/cms/access/roles'
import { hiddenFor } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { bucketStorage } from './bucket'
import { publicError } from '@/cms/publicError'
import { keepUsedFiles } from '@/cms/media/keepUsedFiles'
import { shrinkLargePhoto } from '@/cms/media/shrinkLargePhoto'
import { storeUnderDetectedType } from '@/cms/media/nameByContent'
import { acceptedMimeTypes, uploadHint } from '@/cms/media/uploadRules'

const revalidate = revalidateCollection(cacheTags.media)

/**
 * An SVG is a document that can carry scripts and links: /media serves it under a CSP of its own,
 * and only administrators may upload one. Server code with no signed-in user (seed, scripts) is trusted.
 */
const svgOnlyForAdmins: CollectionBeforeValidateHook = ({ data, req }) => {
  // Only a file being uploaded now: an editor may still fix the alt text of an SVG already there.
  const file = req.file
  const svg =
    file &&
    (file.mimetype === 'image/svg+xml' ||
      data?.mimeType === 'image/svg+xml' ||
      [file.name, data?.filename].some((n) => typeof n === 'string' && /\.svgz?$/i.test(n)))
  if (svg && req.user && !hasRole('admin')(req)) {
    throw publicError('Solo un administrador puede subir imágenes SVG. Sube la imagen en PNG, JPG o WebP.', 403, { field: 'file' })
  }
  return data
}

const uploadLabels = {
  mimeType: 'Tipo de archivo',
  thumbnailURL: 'Dirección de la miniatura',
  url: 'Dirección del archivo',
  width: 'Ancho',
  height: 'Alto',
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Archivo', plural: 'Medios' },
  admin: {
    group: 'Contenido',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'],
    hidden: hiddenFor('admisiones'),
    // The upload area with the limit and the accepted types under it.
    components: { edit: { Upload: { path: '/cms/components/MediaUpload.client#MediaUpload', clientProps: { hint: uploadHint } } } },
  },
  access: { read: anyone, create: contentStaff, update: contentStaff, delete: contentStaff },
  // In an S3 bucket (S3_BUCKET) the files go up before the row and leave after it; on disk
  // Payload writes and deletes them itself.
  hooks: env.s3
    ? {
        beforeValidate: [svgOnlyForAdmins],
        beforeDelete: [keepUsedFiles],
        // A large photo is made smaller first, and named by its bytes, so the bucket gets what the disk would.
        beforeOperation: [shrinkLargePhoto, storeUnderDetectedType, ...bucketStorage.hooks.beforeOperation],
        beforeChange: bucketStorage.hooks.beforeChange,
        afterChange: [...bucketStorage.hooks.afterChange, ...revalidate.afterChange],
        afterDelete: [...bucketStorage.hooks.afterDelete, ...revalidate.afterDelete],
      }
    : {
        beforeOperation: [shrinkLargePhoto, storeUnderDetectedType],
        beforeValidate: [svgOnlyForAdmins],
        beforeDelete: [keepUsedFiles],
        ...revalidate,
      },
  upload: {
    staticDir: env.mediaDir,
    ...(env.s3 ? bucketStorage.upload : {}),
    // Payload checks the content as well as the name; its refusals are put in Spanish by
    // explainFileRefusal (src/cms/media/uploadRules.ts).
    mimeTypes: acceptedMimeTypes,
    focalPoint: true,
    adminThumbnail: 'miniatura',
    imageSizes: [
      { name: 'miniatura', width: 320, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'tarjeta', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'banner', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  fields: [
    // Payload's own upload fields, named only to give them Spanish labels (Payload merges these
    // over its fields of the same name; its hard-coded «MIME Type» and «Thumbnail URL» show in lists).
    ...(['mimeType', 'thumbnailURL', 'url'] as const).map((name) => ({ name, type: 'text' as const, label: uploadLabels[name] })),
    ...(['width', 'height'] as const).map((name) => ({ name, type: 'number' as const, label: uploadLabels[name] })),
    // The size shows in KB or MB in the list.
    { name: 'filesize', type: 'number', label: 'Tamaño', admin: { components: { Cell: '/cms/components/FileSizeCell#FileSizeCell' } } },
    {
      // Shows nothing stored: where the file is used (src/cms/media/usage.ts).
      name: 'usos',
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        disableBulkEdit: true,
        components: { Field: '/cms/components/FileUsage#FileUsage' },
      },
    },
    {
      name: 'alt',
      type: 'text',
      label: 'Texto alternativo',
      required: true,
      admin: {
        description: 'Describe la imagen para quien no puede verla (o el contenido del PDF o audio). Obligatorio.',
      },
    },
    {
      // Shows nothing stored: the picture cut to each of the site's shapes around its focal point.
      name: 'recortes',
      type: 'ui',
      admin: { disableListColumn: true, disableBulkEdit: true, components: { Field: '/cms/components/SlotPreviews.client#SlotPreviews' } },
    },
  ],
}
