import type { CollectionConfig } from 'payload'

/*
 * Two small tables the public forms keep so that a retry never stores a request twice, shared by
 * every instance and kept across restarts. Nobody reads or writes them through the back office or
 * the APIs (access is closed); the site's server code uses the Local API with overrideAccess.
 */
const closed = { read: () => false, create: () => false, update: () => false, delete: () => false } as const

/** ALTCHA solutions already accepted, until their challenge expires (used when there is no Redis). */
export const UsedCaptchas: CollectionConfig = {
  slug: 'captchas-usados',
  typescript: { interface: 'UsedCaptcha' },
  labels: { singular: 'Captcha usado', plural: 'Captchas usados' },
  admin: { hidden: true },
  access: closed,
  graphQL: false,
  fields: [
    { name: 'firma', type: 'text', required: true, unique: true, index: true },
    { name: 'vence_el', type: 'date', required: true, index: true },
  ],
}

/** One row per form submission that carried an idempotency key: the key, its form, its result. */
export const FormSubmissions: CollectionConfig = {
  slug: 'envios-formularios',
  typescript: { interface: 'FormSubmission' },
  labels: { singular: 'Envío de formulario', plural: 'Envíos de formularios' },
  admin: { hidden: true },
  access: closed,
  graphQL: false,
  fields: [
    { name: 'clave', type: 'text', required: true, unique: true, index: true },
    { name: 'formulario', type: 'text', required: true },
    { name: 'resultado', type: 'number', required: true },
    { name: 'vence_el', type: 'date', required: true, index: true },
  ],
}
