import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A staff account that is deleted lets go of what it had open. The back office keeps a lock per
 * open document or global; left behind without its person, the lock names nobody and the editing
 * page of that document or global fails for everyone else until the lock is cleared.
 */
export const releaseLocks: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'payload-locked-documents',
    where: { and: [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: id } }] },
    overrideAccess: true,
    req,
  })
}
