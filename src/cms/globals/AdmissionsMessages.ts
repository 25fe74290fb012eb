import type { Field, GlobalConfig, Validate } from 'payload'
import { validations } from 'payload/shared'
import { adminOnly, admissionsStaff } from '@/cms/access/roles'
import { hiddenFor } from '@/cms/fields/common'
import { messageDefaults, unknownPlaceholder } from '@/lib/contactLinks'

export const admissionsMessagesSlug = 'mensajes-admisiones'

const placeholders = 'Puedes usar {nombre} (de la persona), {programa} y {asesor} (tu nombre): se llenan solos.'

type AnyValidate = (value: unknown, options: Record<string, unknown>) => ReturnType<Validate>

/** A template's text: the field's own checks (required, length), then only the placeholders the links know. */
const checked =
  (own: unknown): AnyValidate =>
  async (value, options) => {
    const first = await (own as AnyValidate)(value, options)
    return first !== true ? first : (unknownPlaceholder(typeof value === 'string' ? value : '') ?? true)
  }

function templateFields(defaults: boolean): Field[] {
  return [
    {
      name: 'correo_asunto',
      type: 'text',
      label: 'Asunto del correo',
      maxLength: 200,
      required: defaults,
      defaultValue: defaults ? messageDefaults.correo_asunto : undefined,
      validate: checked(validations.text),
    },
    {
      name: 'correo_texto',
      type: 'textarea',
      label: 'Texto del correo',
      maxLength: 2000,
      required: defaults,
      defaultValue: defaults ? messageDefaults.correo_texto : undefined,
      validate: checked(validations.textarea),
    },
    {
      name: 'whatsapp_texto',
      type: 'textarea',
      label: 'Mensaje de WhatsApp',
      maxLength: 1000,
      required: defaults,
      defaultValue: defaults ? messageDefaults.whatsapp_texto : undefined,
      validate: checked(validations.textarea),
    },
  ]
}

/**
 * The messages an adviser starts from when they write to a person from the request («Correo»,
 * «WhatsApp»): one for every programme, and, where an administrator wrote them, one of its own.
 * Advisers read them (the links are built from them); only an administrator changes them.
 */
export const AdmissionsMessages: GlobalConfig = {
  slug: admissionsMessagesSlug,
  typescript: { interface: 'AdmissionsMessages' },
  label: 'Mensajes para contactar',
  admin: {
    group: 'Admisiones',
    hidden: hiddenFor('publicador', 'editor'),
    description: `Lo que ya viene escrito cuando alguien de admisiones abre un correo o un WhatsApp desde una solicitud. ${placeholders}`,
  },
  access: { read: admissionsStaff, update: adminOnly, readVersions: adminOnly },
  fields: [
    ...templateFields(true),
    {
      name: 'por_programa',
      type: 'array',
      label: 'Mensajes de un programa',
      labels: { singular: 'Programa', plural: 'Programas' },
      admin: { description: 'Para un programa que necesita otro texto. Lo que dejes vacío se toma de los mensajes de arriba.' },
      fields: [
        { name: 'programa', type: 'relationship', relationTo: ['programas', 'conocer'], label: 'Programa', required: true },
        ...templateFields(false),
      ],
    },
  ],
}
