import { APIError } from 'payload'

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
