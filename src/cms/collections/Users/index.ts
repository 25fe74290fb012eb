import type { CollectionConfig } from 'payload'
import { adminFieldOnly, adminOnly, hasRole, roleLabels, roles } from '../../access/roles'
import { env } from '../../../env'
import { firstRegisterEndpoint } from './endpoints/firstRegister'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { enforcePasswordRules, enforcePasswordRulesOnReset } from './hooks/passwordRules'
import { forgiveSignIn, limitSignIns } from './hooks/signInLimits'

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
  endpoints: [firstRegisterEndpoint()],
  hooks: {
    beforeOperation: [limitSignIns, enforcePasswordRulesOnReset],
    beforeChange: [enforcePasswordRules, firstUserIsAdmin],
    afterLogin: [forgiveSignIn],
  },
  fields: [
    {
      // Asked for, never stored: proves it is the account's owner who changes its password.
      name: 'currentPassword',
      type: 'text',
      label: 'Contraseña actual',
      // Virtual: never stored, and never echoed back in an answer. (No read access rule: the admin
      // would not render the field.)
      virtual: true,
      hooks: { afterRead: [() => null] },
      admin: {
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id !== undefined && String(data.id) === String(user.id)),
        description: 'Escríbela solo si vas a cambiar tu contraseña.',
        components: { Field: '/cms/components/CurrentPasswordField.client#CurrentPasswordField' },
      },
    },
    {
      // Shows nothing: a password field marked wrong stops holding the save back once it is rewritten.
      name: 'correccionesAlEscribir',
      type: 'ui',
      admin: {
        disableListColumn: true,
        disableBulkEdit: true,
        components: {
          Field: { path: '/cms/components/RefusalsClearOnEdit.client#RefusalsClearOnEdit', clientProps: { paths: ['password', 'confirm-password', 'currentPassword'] } },
        },
      },
    },
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
