import { CalendarDays, Clock, GraduationCap, MapPin, MonitorSmartphone, type IconComponent } from '@/components/ui/icons'
import { factLines, type FactLine, type OfferItem } from '@/lib/offer'

const icons: Record<FactLine['key'], IconComponent> = {
  modalidad: MonitorSmartphone,
  campus: MapPin,
  duracion: Clock,
  inicio: CalendarDays,
  area: GraduationCap,
}

type Props = {
  facts: Pick<OfferItem, 'area' | 'modalidades' | 'campus' | 'duracion' | 'inicio'>
  className?: string
  /** One fact under another, inside a card (a programme's facts-and-action card), instead of a row of its own. */
  stacked?: boolean
}

/** The compact facts of a programme: modality, campus, duration, start months and area. */
export function OfferFacts({ facts, className = '', stacked = false }: Props) {
  const lines = factLines(facts)
  if (lines.length === 0) return null
  return (
    <dl className={`grid gap-x-6 gap-y-4 ${stacked ? '' : 'rounded-xl bg-surface-warm p-5 sm:grid-cols-2 xl:grid-cols-3'} ${className}`}>
      {lines.map(({ key, label, value }) => {
        const Icon = icons[key]
        return (
          // dt and dd straight inside the group's div (a <dl> allows only that); the icon sits in the term.
          <div key={key} className="relative pl-8">
            <dt className="text-sm font-semibold text-muted">
              <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand" />
              {label}
            </dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        )
      })}
    </dl>
  )
}
