export type ContactProgramme = { id: string; titulo: string }

/* The ids programmes carry (bac-1, lic-3, dip-2, conocer-4) say which group they belong to. */
const groups = [
  { prefix: 'bac-', label: 'Bachillerato' },
  { prefix: 'lic-', label: 'Licenciaturas' },
  { prefix: 'dip-', label: 'Diplomados' },
  { prefix: 'conocer-', label: 'Certificaciones CONOCER' },
]

/** The form's programme choices, grouped by level. */
export function ProgrammeOptions({ programmes }: { programmes: ContactProgramme[] }) {
  const grouped = groups.map((g) => ({ ...g, items: programmes.filter((p) => p.id.startsWith(g.prefix)) }))
  const others = programmes.filter((p) => !groups.some((g) => p.id.startsWith(g.prefix)))
  return (
    <>
      {grouped.map((g) =>
        g.items.length > 0 ? (
          <optgroup key={g.prefix} label={g.label}>
            {g.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.titulo}
              </option>
            ))}
          </optgroup>
        ) : null,
      )}
      {others.map((p) => (
        <option key={p.id} value={p.id}>
          {p.titulo}
        </option>
      ))}
    </>
  )
}
