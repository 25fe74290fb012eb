import type { IconComponent } from '@/components/ui/icons'

type Props = {
  items: readonly string[]
  icon: IconComponent
  /** The list's own layout and text, e.g. 'grid gap-3 text-lg'. */
  className?: string
  label?: string
  labelledBy?: string
}

/** A list whose every line starts with the same red icon: documents, services, requirements, topics. */
export function IconList({ items, icon: Icon, className = 'grid gap-3', label, labelledBy }: Props) {
  return (
    <ul aria-label={label} aria-labelledby={labelledBy} className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink">
          <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
