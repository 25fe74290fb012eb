import type { Field, FieldHook } from 'payload'
import { phoneListProblem, phoneProblem, whatsappNumber, whatsappProblemMessage } from '@/lib/phone'
import { videoProblemMessage, youtubeId } from '@/lib/video'

type Check = (value: string) => string | null

/** A required text field checked on every path (the admin, REST, GraphQL, the Local API) before it reaches the site. */
function checkedText(name: string, label: string, check: Check, description?: string, normalise?: (value: string) => string | null): Field {
  const tidy: FieldHook = ({ value }) => (typeof value === 'string' ? (normalise?.(value) ?? value) : value)
  return {
    name,
    type: 'text',
    label,
    required: true,
    ...(normalise ? { hooks: { beforeValidate: [tidy] } } : {}),
    // `required` is false on a draft (src/cms/versions/validation.ts): only the format is checked then.
    validate: (value: string | null | undefined, { required }: { required?: boolean }) =>
      !value ? (required ? 'Este campo es obligatorio.' : true) : (check(value) ?? true),
    admin: description ? { description } : undefined,
  }
}

/** A phone, shown on the site as written: 10 digits, with or without +52. */
export const phoneField = (name: string, label: string, description?: string) => checkedText(name, label, phoneProblem, description)

/** Several phones in one line, each with its extension if it has one. */
export const phoneListField = (name: string, label: string) =>
  checkedText(name, label, phoneListProblem, 'Separa los teléfonos con «y» o con comas; una extensión se escribe «ext. 120».')

/** A WhatsApp number, stored in the one form its links need: 52 and the 10 digits. */
export const whatsappField = (name: string, label: string) =>
  checkedText(
    name,
    label,
    (value) => (whatsappNumber(value) ? null : whatsappProblemMessage),
    'Escribe los 10 dígitos, como 624 143 3030; se guarda con la clave de México (52) y el sitio lo muestra como 624 143 3030.',
    whatsappNumber,
  )

/** A YouTube video: its address or its id, stored as the id. */
export const videoField = (name: string, label: string) =>
  checkedText(
    name,
    label,
    (value) => (youtubeId(value) ? null : videoProblemMessage),
    'Pega la dirección del video en YouTube o su identificador.',
    youtubeId,
  )
