import type { Field } from 'payload'

type Siblings = { abierto?: boolean | null; inicio?: string | null; fin?: string | null; cierre?: string | null; cupo?: number | null }
type Doc = { tipo?: string; registro?: Siblings }

const whenOpen =
  (check: (registro: Siblings) => string | true) =>
  (_: unknown, { siblingData }: { siblingData?: Siblings }) =>
    siblingData?.abierto ? check(siblingData) : true

const dayAndTime = { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm', timeFormat: 'HH:mm', timeIntervals: 15 } as const

/**
 * When and where an event happens (every event: the pages show it, issue 38 item 6) and its sign-up
 * (issue 23, item 3): whether it takes registrations, how many places it has and until when people
 * may sign up. Only events (EVE) show it.
 */
export const registrationFields: Field = {
  name: 'registro',
  type: 'group',
  label: 'Fecha, lugar y registro',
  admin: {
    condition: (data) => (data as Doc).tipo === 'EVE',
    description:
      'Cuándo y dónde es el evento: la página y las listas lo muestran. Para que las personas se registren desde la página, marca «Recibe registros» y pon el cupo.',
  },
  fields: [
    { name: 'abierto', type: 'checkbox', label: 'Recibe registros', defaultValue: false },
    {
      type: 'row',
      fields: [
        {
          name: 'inicio',
          type: 'date',
          label: 'Empieza',
          admin: { date: dayAndTime, width: '50%' },
          validate: whenOpen((r) => (r.inicio ? true : 'Indica cuándo empieza el evento.')),
        },
        {
          name: 'fin',
          type: 'date',
          label: 'Termina',
          admin: { date: dayAndTime, width: '50%' },
          // Every event, with registrations or not: an end before the start is refused.
          validate: (_: unknown, { siblingData: r }: { siblingData?: Siblings }) =>
            !r?.fin || !r.inicio || new Date(r.fin) > new Date(r.inicio) ? true : 'El evento debe terminar después de empezar.',
        },
      ],
    },
    {
      name: 'lugar',
      type: 'text',
      label: 'Lugar',
      maxLength: 200,
      admin: {
        description: 'Por ejemplo: Auditorio del campus Centro, Cabo San Lucas. Vacío: la dirección del sitio.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'cupo',
          type: 'number',
          label: 'Cupo (personas)',
          min: 1,
          max: 10000,
          admin: {
            step: 1,
            condition: (_, s) => Boolean((s as Siblings).abierto),
            width: '50%',
            description: 'Cuenta a cada persona y a sus acompañantes. Lleno, se ofrece la lista de espera.',
          },
          validate: whenOpen((r) =>
            typeof r.cupo === 'number' && Number.isInteger(r.cupo) && r.cupo >= 1 && r.cupo <= 10000
              ? true
              : 'Indica el cupo: un número entero de 1 a 10000.',
          ),
        },
        {
          name: 'cierre',
          type: 'date',
          label: 'Cierre del registro',
          admin: {
            date: dayAndTime,
            condition: (_, s) => Boolean((s as Siblings).abierto),
            width: '50%',
            description: 'Vacío: se cierra cuando empieza el evento.',
          },
          validate: whenOpen((r) =>
            !r.cierre || !r.inicio || new Date(r.cierre) <= new Date(r.inicio)
              ? true
              : 'El registro debe cerrar antes de que empiece el evento.',
          ),
        },
      ],
    },
  ],
}
