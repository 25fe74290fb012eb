import { BadgeCheck } from '@/components/ui/icons'

/** Short official facts of a programme (its RVOE line), as badges under the subtitle. */
export function ProgrammeFacts({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((item) => (
        <li
          key={item}
          className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-darker"
        >
          <BadgeCheck aria-hidden="true" className="size-5 text-brand" />
          {item}
        </li>
      ))}
    </ul>
  )
}
