import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/EmptyState'
import { groupStudyPlan, periodLabel, type StudyPeriod, type Subject } from '@/lib/programmes'

// What both study plans (the accordion and the preparatoria carousel) draw, in a file of its own so
// neither pulls the other's interactive code into its page: one look for a period, whichever holds it.
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

/** A period's numbered disc (site.css `period-badge`): the number is drawn by CSS, so the name stays '{label} {n}'. */
export function PeriodBadge({ numero }: { numero: number }) {
  return <span aria-hidden="true" data-n={numero} className="period-badge" />
}

/** Draws a study plan grouped by period and named by the period's kind ('Cuatrimestre'…), or says there is none. */
export function withPeriods(
  periodType: string | null,
  subjects: readonly Subject[],
  draw: (periods: StudyPeriod[], label: string) => ReactNode,
): ReactNode {
  const periods = groupStudyPlan(subjects)
  return periods.length === 0 ? <EmptyState /> : draw(periods, periodLabel(periodType))
}
