import type { ReactNode } from 'react'

/** A line of a home-page list: a link to where to act, a short note, and optionally more below. */
export type DashboardLine = { key: string; href: string; title: ReactNode; note: ReactNode; after?: ReactNode; className?: string }

/** A list of the back office's home (the content staff's, the advisers'), or its sentence when empty. */
export function DashboardList({ lines, empty }: { lines: DashboardLine[]; empty: string }) {
  if (lines.length === 0) return <p className="ugc-contenidos__vacio">{empty}</p>
  return (
    <ul className="ugc-contenidos__lista">
      {lines.map((line) => (
        <li key={line.key} className={line.className}>
          <a href={line.href}>{line.title}</a>
          <span className="ugc-contenidos__nota">{line.note}</span>
          {line.after}
        </li>
      ))}
    </ul>
  )
}
