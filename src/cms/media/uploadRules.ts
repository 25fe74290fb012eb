import type { AfterErrorHook } from 'payload'
import { uploadMaxLabel, uploadRequestMaxBytes } from './uploadLimit.mjs'

/**
 * What the files collection accepts. Images only in the formats every browser shows (a HEIC photo
 * or a TIFF would be stored but appear broken on the site), PDF and audio.
 */
export const acceptedMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
  'application/pdf',
  'audio/*',
]

/** The line beside the upload field in the back office. */
export const uploadHint = `Hasta ${uploadMaxLabel}. Las fotos grandes se reducen al subirlas. Acepta imágenes JPG, PNG, WebP, GIF o AVIF, PDF y audio (MP3, M4A, WAV u OGG).`

export const fileTooLarge = `El archivo pesa más de ${uploadMaxLabel}, el máximo que se puede subir. Reduce la foto o divide el PDF y vuelve a intentarlo.`
export const fileTypeRefused =
  'Este tipo de archivo no se puede subir. Sube una imagen JPG, PNG, WebP, GIF o AVIF, un PDF o un audio (MP3, M4A, WAV u OGG).'
export const heicRefused =
  'Las fotos HEIC del iPhone no se ven en todos los navegadores. Guárdala como JPG (en el iPhone: Ajustes › Cámara › Formatos › Más compatible) y súbela de nuevo.'
export const fileUnreadable =
  'No se pudo leer el archivo: parece dañado o incompleto. Ábrelo en tu equipo para revisarlo y vuelve a subirlo.'
const fileSizeUnknown = 'No se pudo saber el tamaño del archivo. Vuelve a intentarlo desde el formulario de Medios.'

/**
 * A refusal of the file in the shape the back office reads: the message for its notice, and the
 * same message under the upload field (`path: 'file'`).
 */
export function fileRefusalBody(message: string) {
  return { errors: [{ name: 'APIError', message, data: { errors: [{ path: 'file', message }] } }] }
}

/**
 * The proxy's check of an upload to the back office's API, before anything reads the body: Next.js
 * hands a request body to the route only up to `proxyClientMaxBodySize` and cuts the rest, and the
 * file parser then fails on the cut body with a 500. A body over the limit is refused here with
 * 413, and one of unknown length (chunked) with 411, since it could be cut the same way.
 */
export function uploadRequestRefusal(method: string, pathname: string, headers: Headers): { status: number; message: string } | null {
  if (!['POST', 'PATCH', 'PUT'].includes(method) || !/^\/cms-api(\/|$)/.test(pathname)) return null
  if (!/^multipart\//i.test(headers.get('content-type') ?? '')) return null
  const length = headers.get('content-length')
  if (length === null || !/^\d+$/.test(length.trim())) return { status: 411, message: fileSizeUnknown }
  return Number(length) > uploadRequestMaxBytes ? { status: 413, message: fileTooLarge } : null
}

type FileError = { path?: string; message?: string }

/** Which of Payload's refusals of an uploaded file (always in English) a message is. */
function refusalOf(message: string): string {
  if (/heic|heif/i.test(message)) return heicRefused
  if (/MIME type|File type|not allowed|Restricted file type/i.test(message)) return fileTypeRefused
  return fileUnreadable
}

/**
 * Global afterError hook, after keepPublicErrorData (payload.config.ts): the file parser's size
 * limit and the upload collection's type and content checks answer in English; the person gets
 * the Spanish sentence, at the upload field, with 413 for the size and 415 for the type.
 */
export const explainFileRefusal: AfterErrorHook = ({ collection, error }) => {
  if (!collection?.upload) return
  const { status, data } = error as Error & { status?: number; data?: { errors?: FileError[] } }
  if (status === 413) return { response: fileRefusalBody(fileTooLarge), status: 413 }
  const fileError = status === 400 && Array.isArray(data?.errors) ? data.errors.find((e) => e?.path === 'file') : undefined
  if (!fileError) return
  const message = refusalOf(fileError.message ?? '')
  return { response: fileRefusalBody(message), status: message === fileUnreadable ? 400 : 415 }
}
