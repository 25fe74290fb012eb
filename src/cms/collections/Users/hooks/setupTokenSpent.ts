import type { CollectionAfterChangeHook } from 'payload'
import { forgetSetupToken } from '../../../auth/setupToken'

/** The first account exists (from the browser or create-admin): the setup address stops working for good. */
export const setupTokenSpent: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await forgetSetupToken(req.payload)
  return doc
}
