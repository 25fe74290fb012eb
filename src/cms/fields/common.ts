import type { Field, UploadField } from 'payload'
import { demoteHeadingOnes } from '@/lib/richTextChecks'
import { linkProblem } from '@/lib/urls'
import { siteTimeZone } from '@/lib/siteTimeZone'
import type { Role } from '@/cms/access/roles'

/** The editors' manual ordering, lowest first. */
export const orderField: Field = {
  name: 'orden',
  type: 'number',
  label: 'Orden',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Los números menores aparecen primero.' },
}

type UploadKind = 'image' | 'pdf' | 'audio'
const mimeFilter: Record<UploadKind, string> = { image: 'image/', pdf: 'application/pdf', audio: 'audio/' }

export function uploadField(
  name: string,
  label: string,
  kind: UploadKind,
  options: { required?: boolean; description?: string } = {},
): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    label,
    required: options.required ?? false,
    filterOptions: { mimeType: { contains: mimeFilter[kind] } },
    admin: options.description ? { description: options.description } : undefined,
  }
}

/** Dates are shown and typed as the site writes them: dd/mm/yyyy. */
export function dateField(name: string, label: string): Field {
  return {
    name,
    type: 'date',
    label,
    required: true,
    defaultValue: () => new Date().toISOString(),
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
  }
}

export const visitsField: Field = {
  name: 'visitas',
  type: 'number',
  label: 'Visitas',
  defaultValue: 0,
  min: 0,
  // Only the public visit counter writes it (an atomic SQL increment); a save in the back office
  // keeps the stored count instead of the number the form loaded.
  access: { update: () => false },
  admin: { position: 'sidebar', readOnly: true, description: 'Las cuenta el sitio público.' },
}

/** Hides a collection from the back-office navigation of the given roles. */
export function hiddenFor(...roles: Role[]) {
  return ({ user }: { user: unknown }): boolean => {
    const role = (user as { role?: Role } | null)?.role
    return role !== undefined && roles.includes(role)
  }
}

/** A link the public site follows: a path of the site (/licenciaturas) or an https:// address. */
export function linkField(label: string, description: string, options: { required?: boolean; name?: string } = {}): Field {
  return {
    name: options.name ?? 'link',
    type: 'text',
    label,
    ...(options.required ? { required: true } : {}),
    admin: { description },
    validate: (value: string | null | undefined) => (!value ? true : (linkProblem(value) ?? true)),
  }
}

/** The options of a select field, from stored value to the label the staff read. */
export function choices(labels: Record<string, string>): { value: string; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }))
}

/**
 * A rich text with the accessibility checks under it (src/lib/richTextChecks.ts): what the
 * editor should fix before publishing, shown as they write.
 */
export function richTextField(name: string, label: string, options: { required?: boolean } = {}): Field {
  return {
    name,
    type: 'richText',
    label,
    required: options.required ?? false,
    // A heading 1 in the body becomes a heading 2 when saved (the checks under the field warn first).
    hooks: { beforeChange: [({ value }) => demoteHeadingOnes(value)] },
    admin: { components: { afterInput: ['/cms/components/RichTextChecks.client#RichTextChecks'] } },
  }
}

/**
 * A moment staff pick in the university's time (Los Cabos and Culiacán), whatever the zone of the
 * computer they pick it on: the picker shows and reads that zone, and the zone is stored beside it.
 */
export const siteTimezone = {
  defaultTimezone: siteTimeZone,
  supportedTimezones: [{ label: 'Hora de Los Cabos y Culiacán', value: siteTimeZone }],
}
