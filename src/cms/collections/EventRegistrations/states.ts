/** The states of an event registration, as staff read them. */
export const registrationStates = [
  { label: 'Confirmado', value: 'confirmado' },
  { label: 'En lista de espera', value: 'lista-de-espera' },
  { label: 'Cancelado', value: 'cancelado' },
] as const
