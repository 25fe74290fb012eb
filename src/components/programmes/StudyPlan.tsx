import { Accordion } from '@/components/ui/Accordion.client'
import type { Subject } from '@/lib/programmes'
import { PeriodBadge, SubjectList, withPeriods } from './StudyPeriods'

type Props = {
  /** The programme's period code: CUA, SEM, TRI or another (Modulo). */
  periodType: string | null
  subjects: readonly Subject[]
  /** The heading level of each period's button, one below the section's title. */
  headingLevel?: 3 | 4
}

/**
 * The study plan (spec §2.6): one accordion item per period, '{label} {n}', listing its
 * subjects; one item open at a time, a second click closes it. Each period wears the same numbered
 * disc as the preparatoria carousel's cards.
 */
export function StudyPlan({ periodType, subjects, headingLevel = 3 }: Props) {
  return withPeriods(periodType, subjects, (periods, label) => (
    <Accordion
      headingLevel={headingLevel}
      items={periods.map(({ numero, materias }) => ({
        id: `periodo-${numero}`,
        title: `${label} ${numero}`,
        marker: <PeriodBadge numero={numero} />,
        content: <SubjectList subjects={materias} className="grid gap-2 sm:grid-cols-2" />,
      }))}
    />
  ))
}
