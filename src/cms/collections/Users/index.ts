import type { CollectionConfig, Where } from 'payload'
import { adminFieldOnly, adminOnly, hasRole, roleLabels, roles } from '@/cms/access/roles'
import { env } from '@/env'
import { choices } from '@/cms/fields/common'
import { requestCampusLabels } from '@/lib/requestCampus'
import { firstRegisterEndpoint } from './endpoints/firstRegister'
import { endPreviewOnSignOut } from './hooks/endPreview'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { enforcePasswordRules, enforcePasswordRulesOnReset } from './hooks/passwordRules'
import {
  keepMailedLink,
  queueInvitation,
  queuePasswordReset,
  refusePendingSignIn,
  resendInvitation,
  startInvitation,
} from './hooks/invitations'
import { releaseLocks } from './hooks/releaseLocks'
import { forgiveSignIn, limitSignIns } from './hooks/signInLimits'
import { documentHold } from './endpoints/documentHold'

const isAdmin = hasRole('admin')

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  auth: {
    // No per-account lock of Payload's: anyone could keep a named person out with five wrong
    // passwords, and its message told which e-mails have an account. Sign-ins are limited per
    // account and client address instead (hooks/signInLimits.ts, decision 0032).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
    // HttpOnly is Payload's default; Secure whenever the site's address is HTTPS.
    cookies: { sameSite: 'Lax', secure: env.siteUrl.startsWith('https://') },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'nombre', 'role', 'invitacion_vence'],
    group: 'Administración',
    components: {
      // A new staff account is an invitation: the list's «Crear» opens «Invitar a una persona»
      // (e-mail, name, role) in place of the vendor's form, which would have the admin type the
      // person's password. An existing account's page is the usual one.
      views: {
        edit: {
          default: {
            Component: {
              path: '/cms/components/InviteForm.client#InviteOrEditView',
              clientProps: { roles: roles.map((value) => ({ value, label: roleLabels[value] })) },
            },
          },
        },
      },
    },
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
  },
  access: {
    admin: ({ req }) => hasRole(...roles)(req),
    // Admissions advisers also see each other (name and e-mail): the requests list names the adviser
    // of each one and the form lets them hand a request over. Editors see only their own account.
    read: ({ req }): boolean | Where => {
      if (isAdmin(req)) return true
      if (!req.user) return false
      if (hasRole('admisiones')(req)) return { or: [{ id: { equals: req.user.id } }, { role: { equals: 'admisiones' } }] }
      return { id: { equals: req.user.id } }
    },
    create: adminOnly,
    update: ({ req }) => (isAdmin(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
    unlock: adminOnly,
  },
  endpoints: [firstRegisterEndpoint(), documentHold],
  hooks: {
    beforeOperation: [limitSignIns, enforcePasswordRulesOnReset, queuePasswordReset],
    beforeValidate: [startInvitation],
    beforeChange: [keepMailedLink, resendInvitation, enforcePasswordRules, firstUserIsAdmin],
    afterChange: [queueInvitation],
    beforeLogin: [refusePendingSignIn],
    afterLogin: [forgiveSignIn],
    afterLogout: [endPreviewOnSignOut],
    beforeDelete: [releaseLocks],
  },
  fields: [
    {
      // Asked for, never stored: proves it is the account's owner who changes its password or e-mail.
      name: 'currentPassword',
      type: 'text',
      label: 'Contraseña actual',
      // Virtual: never stored, and never echoed back in an answer. (No read access rule: the admin
      // would not render the field.)
      virtual: true,
      hooks: { afterRead: [() => null] },
      admin: {
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id !== undefined && String(data.id) === String(user.id)),
        description: 'Escríbela solo si vas a cambiar tu contraseña o tu correo: se necesita para cualquiera de los dos cambios.',
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
          Field: {
            path: '/cms/components/RefusalsClearOnEdit.client#RefusalsClearOnEdit',
            clientProps: { paths: ['password', 'confirm-password', 'currentPassword'] },
          },
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
        // Not shown on the first-account form, where the role is admin by definition (the
        // firstUserIsAdmin hook sets it whatever is sent). A component rather than a condition: a
        // condition would also make the column nullable.
        components: { Field: '/cms/components/RoleField.client#RoleField' },
        description:
          'Administrador: todo. Publicador: revisa y publica el contenido. Editor: redacta el contenido y lo envía a revisión. Ninguno de los dos ve usuarios ni solicitudes de contacto. Admisiones: solo solicitudes de contacto.',
      },
    },
    {
      name: 'programas_admisiones',
      type: 'relationship',
      relationTo: ['programas', 'conocer'],
      hasMany: true,
      label: 'Programas que atiende',
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        condition: (data) => data?.role === 'admisiones',
        description:
          'Solo para admisiones. Las solicitudes de estos programas se reparten por turnos entre quienes los atienden; las demás, entre todas las personas de admisiones.',
      },
    },
    {
      name: 'campus_admisiones',
      type: 'select',
      hasMany: true,
      label: 'Campus que atiende',
      options: choices(requestCampusLabels),
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        condition: (data) => data?.role === 'admisiones',
        description:
          'Solo para admisiones. Las solicitudes de estos campus se reparten por turnos entre quienes los atienden (primero entre quienes atienden también su programa); las de un campus que nadie atiende, por programa o entre todas las personas de admisiones.',
      },
    },
    {
      // Set by the invitation itself, never by a client: empty once the person chose a password.
      name: 'invitacion_vence',
      type: 'date',
      label: 'Invitación pendiente',
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
        description: 'Si tiene fecha, la persona aún no elige su contraseña y no puede entrar; su enlace vence en esa fecha.',
        components: {
          Cell: '/cms/components/InvitationCell.client#InvitationCell',
          Field: '/cms/components/InvitationActions.client#InvitationActions',
        },
      },
    },
    {
      // «Reenviar invitación»: writing true sends a new link and ends the previous one (admins only).
      name: 'reenviar_invitacion',
      type: 'checkbox',
      virtual: true,
      access: { create: () => false, update: adminFieldOnly },
      hooks: { afterRead: [() => null] },
      admin: { hidden: true, disableListColumn: true, disableBulkEdit: true },
    },
  ],
}
