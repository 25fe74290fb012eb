import type { ArrayField, CheckboxField } from 'payload'
import { hasSeveralPrincipals, onePrincipalMessage } from '@/lib/programmes'

/**
 * «Descripción principal»: the row the public pages use as the programme's description (the
 * text under the title on /preparatoria, the «Descripción» tab elsewhere, the summary search
 * engines read). It replaces the old rule of titling that row «Desc».
 */
const principalField: CheckboxField = {
  name: 'principal',
  type: 'checkbox',
  label: 'Descripción principal',
  defaultValue: false,
  admin: {
    description:
      'Solo una por programa. En preparatoria su texto va bajo el título del programa; en las demás páginas su pestaña se titula «Descripción», sea cual sea su título.',
  },
  // Each marked row of the same list gets the message, so the editor sees both and unmarks one.
  validate: (value, { data, path }) => {
    if (value !== true) return true
    let rows: unknown = data
    for (const key of path.slice(0, -2)) rows = (rows as Record<string | number, unknown> | undefined)?.[key]
    return Array.isArray(rows) && hasSeveralPrincipals(rows) ? onePrincipalMessage : true
  },
}

/** The characteristics of a programme or CONOCER standard: one tab each, one of them may be the main description. */
export function characteristicsField(name: 'caracteristicas' | 'caracteristica'): ArrayField {
  return {
    name,
    type: 'array',
    label: 'Características',
    labels: { singular: 'Característica', plural: 'Características' },
    admin: { description: 'Cada una es una pestaña de la página. Marca como «Descripción principal» la que presenta el programa.' },
    fields: [
      { name: 'titulo_caracteristica', type: 'text', label: 'Título', required: true },
      { name: 'descripcion', type: 'textarea', label: 'Descripción', required: true },
      principalField,
    ],
  }
}
