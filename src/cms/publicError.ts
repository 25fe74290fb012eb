import { APIError, type AfterErrorHook } from 'payload'
import { spanishErrorMessage } from '@/lib/adminSpanish'

/**
 * An error whose Spanish message the person sees as it is (Payload shows a public error's message).
 * The name is set by hand: the production bundle minifies the class's own name away, and Payload
 * then answers "An unknown error occurred." instead of the sentence.
 */
export function publicError(message: string, status: number, data?: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data, true)
  error.name = 'APIError'
  return error
}

/**
 * Payload's afterError hook (payload.config.ts): a public error of ours keeps its `data` in the
 * REST answer, such as the field each message is about, which the admin places beside that field.
 * Payload formats `data` only for errors made by its own copy of its classes, and the production
 * bundle gives our hooks another copy, so the answer would keep only the message.
 */
export const keepPublicErrorData: AfterErrorHook = ({ error, result }) => {
  const { isPublic, data, status } = error as Error & { isPublic?: boolean; data?: Record<string, unknown>; status?: number }
  if (!result || isPublic !== true || typeof data !== 'object' || data === null || typeof status !== 'number' || status >= 500) return
  return { response: { errors: [{ name: 'APIError', message: error.message, data }] }, status }
}

/**
 * Payload's afterError hook, last: messages the server wrote in English (an unknown error, a field
 * refused before the request's language was read) reach the staff in Spanish, in the admin's notice
 * and in the REST answer alike.
 */
export const errorsInSpanish: AfterErrorHook = ({ result }) => {
  const errors = result?.errors
  if (!Array.isArray(errors)) return
  let changed = false
  const translated = errors.map((error) => {
    const spanish = typeof error?.message === 'string' ? spanishErrorMessage(error.message) : undefined
    if (spanish === undefined) return error
    changed = true
    return { ...error, message: spanish }
  })
  if (changed) return { response: { ...result, errors: translated } }
}
