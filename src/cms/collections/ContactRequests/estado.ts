/** The follow-up states of a contact request: the list, the form and the CSV export read these labels. */
export const estadoOptions = [
  { value: 'nueva', label: 'Nueva' },
  { value: 'contactada', label: 'Contactada' },
  { value: 'en-seguimiento', label: 'En seguimiento' },
  { value: 'cita-agendada', label: 'Cita agendada' },
  { value: 'inscrita', label: 'Inscrita' },
  { value: 'descartada', label: 'Descartada' },
] as const

export type Estado = (typeof estadoOptions)[number]['value']

/** The states in which a request is still followed up: the others have no next contact. */
export const openEstados: readonly Estado[] = ['nueva', 'contactada', 'en-seguimiento', 'cita-agendada']

/** The Spanish label of a state code; an unknown code is shown as it is stored. */
export function estadoLabel(value: string | null | undefined): string {
  return estadoOptions.find((o) => o.value === value)?.label ?? value ?? ''
}

/** Why admissions stopped following a request up; «otro» asks for the reason in words. */
export const motivoDescarteOptions = [
  { value: 'sin-respuesta', label: 'No respondió' },
  { value: 'datos-incorrectos', label: 'Sus datos de contacto no son correctos' },
  { value: 'otra-institucion', label: 'Eligió otra institución' },
  { value: 'costo', label: 'Costo o financiamiento' },
  { value: 'programa-no-ofrecido', label: 'Busca un programa que no ofrecemos' },
  { value: 'otro-ciclo', label: 'Entrará en otro ciclo escolar' },
  { value: 'ubicacion', label: 'Vive lejos de nuestros campus' },
  { value: 'otro', label: 'Otro' },
] as const

export function motivoLabel(value: string | null | undefined): string {
  return motivoDescarteOptions.find((o) => o.value === value)?.label ?? value ?? ''
}

/** The kinds of entry in a request's follow-up; every kind but a note is a contact with the person. */
export const seguimientoTipos = [
  { value: 'nota', label: 'Nota' },
  { value: 'llamada', label: 'Llamada' },
  { value: 'correo', label: 'Correo' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'reunion', label: 'Reunión' },
] as const

export const motivoRequerido = 'Elige el motivo para descartar la solicitud.'
export const motivoOtroRequerido = 'Escribe el motivo para descartar la solicitud.'

export const proximoPasado = 'Elige una fecha y hora que todavía no pasen.'
export const proximoCerrada = 'Una solicitud inscrita o descartada no tiene próximo contacto: cambia antes su estado.'
