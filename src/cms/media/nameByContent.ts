import path from 'node:path'
import type { CollectionBeforeOperationHook } from 'payload'
import { mediaTypeOf } from '@/media/serve'
import { extensionFromBytes } from '@/media/sniff'

type UploadedFile = { data: Buffer; mimetype: string; name: string }

/** Same kind, other spelling: a .jpeg stays a .jpeg, a .JPG a .JPG. */
const sameKind = (name: string, extension: string) => mediaTypeOf(name) === mediaTypeOf(`x${extension}`)

/**
 * The name and type an uploaded file is stored under, from its bytes: a PNG sent as poly.html is
 * stored as poly.png and served as image/png, never under the extension the client chose. A file
 * whose bytes say no accepted kind keeps its name, and Payload's own check refuses it.
 */
export function nameByContent<T extends UploadedFile>(file: T): T {
  const extension = file.data?.length ? extensionFromBytes(file.data) : null
  if (!extension || sameKind(file.name, extension)) return file
  const base = path.basename(file.name, path.extname(file.name)) || 'archivo'
  const name = `${base}${extension}`
  return { ...file, name, mimetype: mediaTypeOf(name) }
}

/** The files collection's beforeOperation hook around nameByContent: every way a file arrives (REST, the admin, the Local API). */
export const storeUnderDetectedType: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file) req.file = nameByContent(req.file as UploadedFile & typeof req.file)
  return args
}
