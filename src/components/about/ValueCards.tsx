import {
  Fingerprint,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Lightbulb,
  Palette,
  Scale,
  ShieldCheck,
  TrendingUp,
  Users,
  type IconComponent,
} from '@/components/ui/icons'
import type React from 'react'
import { Reveal } from '@/components/ui/Reveal.client'
import type { ValueCard, ValueIcon } from '@/copy/quienes-somos'

const icons: Record<ValueIcon, IconComponent> = {
  fingerprint: Fingerprint,
  handshake: Handshake,
  scale: Scale,
  'trending-up': TrendingUp,
  'shield-check': ShieldCheck,
  'heart-handshake': HeartHandshake,
  lightbulb: Lightbulb,
  palette: Palette,
  'graduation-cap': GraduationCap,
  users: Users,
}

/**
 * The ten value cards: 1 column, 2 from md, 5 from xl; red or white as the spec lists them. They
 * rise in one after another, 0.1 s apart, when the grid comes into view (never under reduced motion).
 */
export function ValueCards({ values }: { values: ValueCard[] }) {
  return (
    <Reveal as="ul" className="grid gap-6 md:grid-cols-2 xl:grid-cols-5">
      {values.map((v, i) => {
        const Icon = icons[v.icon]
        return (
          <li
            key={v.title}
            style={{ '--i': i } as React.CSSProperties}
            className={`flex flex-col rounded-xl p-6 shadow-card motion-safe:group-data-[reveal=pending]:opacity-0 motion-safe:group-data-[reveal=shown]:animate-[rise-in_0.4s_var(--ease-calm)_calc(var(--i)*100ms)_both] ${
              v.isRed ? 'on-dark bg-brand text-white' : 'bg-surface text-ink'
            }`}
          >
            <span
              className={`flex size-12 items-center justify-center rounded-full ${v.isRed ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand'}`}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="type-h3 mt-4 font-bold">{v.title}</h3>
            <p className={`mt-2 leading-relaxed ${v.isRed ? 'text-white' : 'text-muted'}`}>{v.description}</p>
          </li>
        )
      })}
    </Reveal>
  )
}
