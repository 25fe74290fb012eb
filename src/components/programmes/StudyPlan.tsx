import { Accordion } from '@/components/ui/Accordion.client'
import { groupStudyPlan, periodLabel, type Subject } from '@/lib/programmes'

type Props = {
  /** The programme's period code: CUA, SEM, TRI or another (Modulo). */
  periodType: string | null
  subjects: readonly Subject[]
  /** The heading level of each period's button, one below the section's title. */
  headingLevel?: 3 | 4
}

/**
 * The study plan (spec §2.6): one accordion item per period, '{label} {n}', listing its
 * subjects; one item open at a time, a second click closes it.
 */
export function StudyPlan({ periodType, subjects, headingLevel = 3 }: Props) {
  const periods = groupStudyPlan(subjects)
  if (periods.length === 0) return <p className="text-muted">No hay contenido disponible.</p>
  const label = periodLabel(periodType)
  return (
    <Accordion
      headingLevel={headingLevel}
      items={periods.map(({ numero, materias }) => ({
        id: `periodo-${numero}`,
        title: `${label} ${numero}`,
        content: (
          <ul className="grid gap-2 sm:grid-cols-2">
            {materias.map((materia, i) => (
              <li key={`${i}-${materia}`} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand" />
                <span>{materia}</span>
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  )
}
