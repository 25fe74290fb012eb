/** The follow-up states of a contact request: the list, the form and the CSV export read these labels. */
export const estadoOptions = [
  { value: 'nueva', label: 'Nueva' },
  { value: 'en-seguimiento', label: 'En seguimiento' },
  { value: 'atendida', label: 'Atendida' },
] as const

/** The Spanish label of a state code; an unknown code is shown as it is stored. */
export function estadoLabel(value: string | null | undefined): string {
  return estadoOptions.find((o) => o.value === value)?.label ?? value ?? ''
}
