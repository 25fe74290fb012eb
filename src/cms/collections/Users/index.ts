import type { CollectionConfig } from 'payload'
import { adminFieldOnly, adminOnly, hasRole, roleLabels, roles } from '../../access/roles'
import { env } from '../../../env'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

const isAdmin = hasRole('admin')

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
    // HttpOnly is Payload's default; Secure whenever the site's address is HTTPS.
    cookies: { sameSite: 'Lax', secure: env.siteUrl.startsWith('https://') },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'nombre', 'role'],
    group: 'Administración',
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
  },
  access: {
    admin: ({ req }) => hasRole(...roles)(req),
    read: ({ req }) => (isAdmin(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: adminOnly,
    update: ({ req }) => (isAdmin(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
    unlock: adminOnly,
  },
  hooks: { beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'nombre', type: 'text', label: 'Nombre' },
    {
      name: 'role',
      type: 'select',
      label: 'Rol',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        description:
          'Administrador: todo. Editor: todo el contenido, sin usuarios ni solicitudes de contacto. Admisiones: solo solicitudes de contacto.',
      },
    },
  ],
}
