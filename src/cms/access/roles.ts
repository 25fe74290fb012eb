import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const roles = ['admin', 'editor', 'admisiones'] as const
export type Role = (typeof roles)[number]

export const roleLabels: Record<Role, string> = {
  admin: 'Administrador',
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
const isContentStaff = hasRole('admin', 'editor')
const isAdmissions = hasRole('admin', 'admisiones')

export const adminOnly: Access = ({ req }) => isAdmin(req)
export const contentStaff: Access = ({ req }) => isContentStaff(req)
export const admissionsStaff: Access = ({ req }) => isAdmissions(req)
export const anyone: Access = () => true

/** Public content without drafts: anyone reads it, content staff write it. */
export const publicContent = {
  read: anyone,
  create: contentStaff,
  update: contentStaff,
  delete: contentStaff,
}

/** Content with drafts: anonymous readers and admisiones see published documents only. */
export const publishedOrContentStaff: Access = ({ req }) => {
  if (isContentStaff(req)) return true
  return { _status: { equals: 'published' } }
}

export const draftableContent = {
  read: publishedOrContentStaff,
  readVersions: contentStaff,
  create: contentStaff,
  update: contentStaff,
  delete: contentStaff,
}

export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req)
