import { Accordion } from '@/components/ui/Accordion.client'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/EmptyState'
import { groupStudyPlan, periodLabel, type StudyPeriod, type Subject } from '@/lib/programmes'

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
  return withPeriods(periodType, subjects, (periods, label) => (
    <Accordion
      headingLevel={headingLevel}
      items={periods.map(({ numero, materias }) => ({
        id: `periodo-${numero}`,
        title: `${label} ${numero}`,
        content: (
          <SubjectList subjects={materias} className="grid gap-2 sm:grid-cols-2" />
        ),
      }))}
    />
  ))
}

/** A period's subjects, each after a small red dot. Two subjects may share a name: keys carry the position. */
export function SubjectList({ subjects, className }: { subjects: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {subjects.map((subject, i) => (
        <li key={`${i}-${subject}`} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand" />
          <span>{subject}</span>
        </li>
      ))}
    </ul>
  )
}

/** Draws a study plan grouped by period and named by the period's kind ('Cuatrimestre'…), or says there is none. */
export function withPeriods(periodType: string | null, subjects: readonly Subject[], draw: (periods: StudyPeriod[], label: string) => ReactNode): ReactNode {
  const periods = groupStudyPlan(subjects)
  return periods.length === 0 ? <EmptyState /> : draw(periods, periodLabel(periodType))
}
