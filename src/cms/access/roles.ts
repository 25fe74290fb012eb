import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const roles = ['admin', 'publicador', 'editor', 'admisiones'] as const
export type Role = (typeof roles)[number]

export const roleLabels: Record<Role, string> = {
  admin: 'Administrador',
  publicador: 'Publicador',
  editor: 'Editor de contenidos',
  admisiones: 'Admisiones',
}

function roleOf(req: PayloadRequest): Role | undefined {
  const user = req.user as { role?: Role; collection?: string } | null
  if (!user || user.collection !== 'users') return undefined
  return user.role
}

export const hasRole =
  (...allowed: Role[]) =>
  (req: PayloadRequest): boolean => {
    const role = roleOf(req)
    return role !== undefined && allowed.includes(role)
  }

const isAdmin = hasRole('admin')
export const isContentStaff = hasRole('admin', 'publicador', 'editor')
/** Who puts content on the site: an editor saves drafts and sends them for review (src/cms/review). */
export const isPublisher = hasRole('admin', 'publicador')
const isAdmissions = hasRole('admin', 'admisiones')

export const adminOnly: Access = ({ req }) => isAdmin(req)
export const contentStaff: Access = ({ req }) => isContentStaff(req)
export const admissionsStaff: Access = ({ req }) => isAdmissions(req)
export const anyone: Access = () => true

/** Content with drafts: anonymous readers and admisiones see published documents only. */
export const publishedOrContentStaff: Access = ({ req }) => {
  if (isContentStaff(req)) return true
  return { _status: { equals: 'published' } }
}

/**
 * Saving content: publishers (and admins) save and publish; an editor saves drafts only. The
 * back office asks this with `_status: 'published'` to decide whether to offer «Publicar» and
 * «Programar publicación»; src/cms/review/guard.ts refuses the editor's other live changes.
 */
export const draftsOrPublisher: Access = ({ req, data }) => {
  if (isPublisher(req)) return true
  return isContentStaff(req) && (data as { _status?: string } | undefined)?._status !== 'published'
}

/** Deleting content: an editor deletes only what was never on the site (the back office hides «Eliminar» on the rest). */
const deleteDraftsOrPublisher: Access = ({ req }) => {
  if (isPublisher(req)) return true
  return isContentStaff(req) ? { _status: { not_equals: 'published' } } : false
}

export const draftableContent = {
  read: publishedOrContentStaff,
  readVersions: contentStaff,
  create: draftsOrPublisher,
  update: draftsOrPublisher,
  delete: deleteDraftsOrPublisher,
}

export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req)
