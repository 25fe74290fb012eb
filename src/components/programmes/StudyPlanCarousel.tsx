import { Carousel } from '@/components/ui/Carousel.client'
import type { Subject } from '@/lib/programmes'
import { PeriodBadge, SubjectList, withPeriods } from './StudyPeriods'

type Props = {
  /** The carousel's accessible name, e.g. 'Plan de Estudios de Preparatoria General'. */
  label: string
  periodType: string | null
  subjects: readonly Subject[]
}

/**
 * The preparatoria study plan (spec §2.5, §9): one card per period, 3 in view from 3000px, 2
 * from 1240px, 1 below; it loops, can be dragged and advances every 5 s (the shared carousel's
 * pause, hover and reduced-motion rules apply).
 */
export function StudyPlanCarousel({ label, periodType, subjects }: Props) {
  return withPeriods(periodType, subjects, (periods, name) => (
    <Carousel
      label={label}
      intervalMs={5_000}
      aspect="none"
      slideClassName="basis-full px-2 min-[1240px]:basis-1/2 min-[3000px]:basis-1/3"
      className="-mx-2"
    >
      {periods.map(({ numero, materias }) => (
        <article key={numero} className="h-full rounded-xl border border-brand/15 bg-surface p-6 shadow-card">
          <div className="flex items-center gap-3">
            <PeriodBadge numero={numero} />
            <h4 className="type-h4 font-bold text-ink">
              {name} {numero}
            </h4>
          </div>
          <SubjectList subjects={materias} className="mt-4 grid gap-2" />
        </article>
      ))}
    </Carousel>
  ))
}
