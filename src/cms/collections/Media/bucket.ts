import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  UploadConfig,
  UploadEdits,
} from 'payload'
import { mediaTypeOf, serveMedia } from '@/media/serve'
import { mediaStore } from '@/media/store'
import { publicError } from '@/cms/publicError'

type StoredDoc = {
  filename?: string | null
  mimeType?: string | null
  focalX?: number | null
  focalY?: number | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | undefined> | null
}

/** The file and each resized copy a document names. */
function namesOf(doc: StoredDoc | undefined): string[] {
  if (!doc?.filename) return []
  const sizes = Object.values(doc.sizes ?? {}).flatMap((size) => (size?.filename ? [size.filename] : []))
  return [doc.filename, ...sizes]
}

/**
 * With the local disk turned off (S3), Payload leaves the upload and its resized copies in memory
 * on the request; they go to the bucket before the row that names them is written, so a saved
 * document never points at a missing file.
 */
const storeUpload: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file?.data?.length || typeof data.filename !== 'string') return data
  const store = mediaStore()
  const uploads = [store.put(data.filename, file.data, file.mimetype)]
  const sizes = (data.sizes ?? {}) as NonNullable<StoredDoc['sizes']>
  for (const [sizeName, size] of Object.entries(sizes)) {
    const buffer = req.payloadUploadSizes?.[sizeName]
    if (size?.filename && buffer) uploads.push(store.put(size.filename, buffer, size.mimeType ?? file.mimetype))
  }
  try {
    await Promise.all(uploads)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `No se pudo guardar ${data.filename} en el bucket S3` })
    throw publicError('No se pudo guardar el archivo en el almacenamiento. Inténtalo de nuevo en unos minutos.', 503, {
      filename: data.filename,
    })
  }
  return data
}

/**
 * A crop or focal point from the back office's image editor makes Payload process the stored file
 * again. With the disk off it would fetch the file over HTTP from the site's own address, which
 * its safe fetch refuses (a private address) and which would go out through the load balancer
 * anyway; the file comes from the bucket instead, and keeps its name.
 */
const loadForEdits: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const edits = req.query?.uploadEdits as UploadEdits | undefined
  if (operation !== 'update' || req.file || !edits || typeof edits !== 'object') return args
  const id = (args as { id?: number | string }).id
  if (id === undefined) return args
  const doc = (await req.payload.findByID({ collection: 'media', id, depth: 0, req, overrideAccess: true })) as StoredDoc
  // The same test Payload makes before it processes the file again: a crop, or a moved focal point.
  const focal = edits.focalPoint
  const moved = focal !== undefined && (Number(focal.x) !== doc.focalX || Number(focal.y) !== doc.focalY)
  if (!doc.filename || !(edits.crop || edits.widthInPixels || edits.heightInPixels || moved)) return args
  const data = Buffer.from(await new Response(await mediaStore().read(doc.filename)).arrayBuffer())
  req.file = { data, mimetype: doc.mimeType ?? mediaTypeOf(doc.filename), name: doc.filename, size: data.length }
  return { ...args, overwriteExistingFiles: true }
}

/** A replaced file's old copies leave the bucket once the row names the new ones. */
const removeReplaced: CollectionAfterChangeHook = async ({ doc, previousDoc, operation }) => {
  if (operation !== 'update') return doc
  const kept = new Set(namesOf(doc as StoredDoc))
  const gone = namesOf(previousDoc as StoredDoc).filter((name) => !kept.has(name))
  await mediaStore().remove(gone)
  return doc
}

const removeDeleted: CollectionAfterDeleteHook = async ({ doc }) => {
  await mediaStore().remove(namesOf(doc as StoredDoc))
  return doc
}

/** Payload's own file address (/cms-api/media/file/<name>, the admin's previews), from the bucket. */
const serveFromBucket: NonNullable<UploadConfig['handlers']>[number] = (req, { params }) =>
  serveMedia({ method: req.method ?? 'GET', headers: req.headers }, params.filename)

/** What the media collection adds when uploaded files live in an S3 bucket. */
export const bucketStorage = {
  upload: { disableLocalStorage: true, handlers: [serveFromBucket] },
  hooks: { beforeOperation: [loadForEdits], beforeChange: [storeUpload], afterChange: [removeReplaced], afterDelete: [removeDeleted] },
}
