import type { CollectionBeforeDeleteHook } from 'payload'
import { publicError } from '@/cms/publicError'
import { mediaUsage } from './usage'

/**
 * A file still shown somewhere is not deleted: a published page would lose its picture or its PDF
 * without a word. The staff are told where it is used, to change it there first.
 */
export const keepUsedFiles: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const usage = await mediaUsage(req.payload, Number(id))
  if (usage.length === 0) return
  const places = usage.map((u) => `«${u.label}»`).join(', ')
  throw publicError(`No puedes borrar este archivo: se usa en ${places}. Cámbialo o quítalo ahí primero.`, 409, { usage })
}
