import type { Field } from 'payload'

type Siblings = { abierto?: boolean | null; inicio?: string | null; fin?: string | null; cierre?: string | null; cupo?: number | null }
type Doc = { tipo?: string; registro?: Siblings }

const whenOpen =
  (check: (registro: Siblings) => string | true) =>
  (_: unknown, { siblingData }: { siblingData?: Siblings }) =>
    siblingData?.abierto ? check(siblingData) : true

const dayAndTime = { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm', timeFormat: 'HH:mm', timeIntervals: 15 } as const

/**
 * An event's sign-up (issue 23, item 3): whether it takes registrations, when and where it happens,
 * how many places it has and until when people may sign up. Only events (EVE) show it.
 */
export const registrationFields: Field = {
  name: 'registro',
  type: 'group',
  label: 'Registro de asistentes',
  admin: {
    condition: (data) => (data as Doc).tipo === 'EVE',
    description: 'Para que las personas se registren desde la página del evento: cupo, fecha límite y lista de espera.',
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
          admin: { date: dayAndTime, condition: (_, s) => Boolean((s as Siblings).abierto), width: '50%' },
          validate: whenOpen((r) => (r.inicio ? true : 'Indica cuándo empieza el evento.')),
        },
        {
          name: 'fin',
          type: 'date',
          label: 'Termina',
          admin: { date: dayAndTime, condition: (_, s) => Boolean((s as Siblings).abierto), width: '50%' },
          validate: whenOpen((r) =>
            !r.fin || !r.inicio || new Date(r.fin) > new Date(r.inicio) ? true : 'El evento debe terminar después de empezar.',
          ),
        },
      ],
    },
    {
      name: 'lugar',
      type: 'text',
      label: 'Lugar',
      maxLength: 200,
      admin: {
        condition: (_, s) => Boolean((s as Siblings).abierto),
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
