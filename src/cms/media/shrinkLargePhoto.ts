import type { CollectionBeforeOperationHook } from 'payload'
import sharp, { type Metadata } from 'sharp'

/** The longest side a stored original keeps: sharp on any screen the site serves (the banner is 1600 px). */
export const photoMaxSide = 2560
const quality = 82
/** An opaque PNG this heavy is a photo saved as PNG (a screenshot of a camera picture, an export). */
const pngPhotoBytes = 2 * 1024 * 1024

type UploadedFile = { data: Buffer; mimetype: string; name: string; size: number }

/**
 * The original of a large photo, made sensible before Payload stores it and cuts its sizes: turned
 * upright by its EXIF orientation, its longest side brought down to 2560 px, encoded again at
 * quality 82 in its own format, and an opaque PNG photo as JPEG. The camera's metadata (GPS
 * included) goes with the re-encoding. A photo already small enough is kept byte for byte, and
 * SVG, GIF (often animated), PDF and audio are never touched.
 */
export async function shrinkPhoto(file: UploadedFile): Promise<UploadedFile> {
  if (!['image/jpeg', 'image/png', 'image/webp', 'image/avif'].includes(file.mimetype) || !file.data?.length) return file
  let meta: Metadata
  try {
    meta = await sharp(file.data).metadata()
  } catch {
    // Not the image it claims to be: Payload's own check of the content refuses it.
    return file
  }
  const tooLarge = Math.max(meta.width ?? 0, meta.height ?? 0) > photoMaxSide
  const pngPhoto = meta.format === 'png' && !meta.hasAlpha && file.size > pngPhotoBytes
  if (!tooLarge && !pngPhoto) return file

  const image = sharp(file.data).rotate().resize({ width: photoMaxSide, height: photoMaxSide, fit: 'inside', withoutEnlargement: true })
  const asJpeg = meta.format === 'jpeg' || pngPhoto
  const encoded = asJpeg
    ? image.jpeg({ quality })
    : meta.format === 'webp'
      ? image.webp({ quality })
      : // sharp names AVIF by its container, HEIF (a real HEIC is refused before: acceptedMimeTypes).
        meta.format === 'heif'
        ? image.avif({ quality: 60 })
        : image.png({ compressionLevel: 9 })
  const data = await encoded.toBuffer()
  const name = pngPhoto ? file.name.replace(/\.png$/i, '') + '.jpg' : file.name
  return { ...file, data, size: data.length, name, mimetype: pngPhoto ? 'image/jpeg' : file.mimetype }
}

/** The files collection's beforeOperation hook around shrinkPhoto: every way a file arrives (REST, the admin, the Local API). */
export const shrinkLargePhoto: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    req.file = { ...req.file, ...(await shrinkPhoto(req.file as UploadedFile)) }
  }
  return args
}
