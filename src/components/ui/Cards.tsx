import type { IconComponent } from '@/components/ui/icons'
import type { ReactNode } from 'react'
import { SiteImage } from './SiteImage'

const badgeSizes = {
  sm: ['size-10', 'size-5'],
  md: ['size-12', 'size-6'],
  lg: ['size-14', 'size-7'],
  xl: ['size-16', 'size-8'],
} as const

/** An icon in a pale red disc, the site's mark for a card or a fact. */
export function IconBadge({
  icon: Icon,
  size = 'md',
  className = '',
}: {
  icon: IconComponent
  size?: keyof typeof badgeSizes
  className?: string
}) {
  const [box, glyph] = badgeSizes[size]
  return (
    <span className={`flex shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand ${box} ${className}`}>
      <Icon aria-hidden="true" className={glyph} />
    </span>
  )
}

/** A number in a red disc: a step of a process or a phase. `decorative` when the text beside it already says the number. */
export function StepBadge({
  n,
  className = 'size-12 text-lg',
  decorative = false,
}: {
  n: number
  className?: string
  decorative?: boolean
}) {
  return (
    <span
      aria-hidden={decorative || undefined}
      className={`on-dark flex shrink-0 items-center justify-center rounded-full bg-brand font-extrabold text-white ${className}`}
    >
      {n}
    </span>
  )
}

type FeatureProps = {
  /** The mark on top: an icon, a step number, a greeting. */
  badge?: ReactNode
  title: ReactNode
  text?: ReactNode
  /** A link or button at the foot of the card. */
  action?: ReactNode
  /** The card's own ground: white on a warm section, warm on a white one. */
  tone?: 'plain' | 'warm'
  size?: 'md' | 'lg'
}

// Literal class names, so the stylesheet has each (a card has two to four parts).
const partsClass = { 1: 'card-parts-1', 2: 'card-parts-2', 3: 'card-parts-3', 4: 'card-parts-4' } as const

/**
 * A card of the site's lists of services, options, languages and phases: mark, title, text, an
 * action at its foot, each part lined up with the other cards of its row (`card-parts-*`).
 */
export function FeatureCard({ badge, title, text, action, tone = 'plain', size = 'md' }: FeatureProps) {
  const parts = (1 + Number(Boolean(badge)) + Number(Boolean(text)) + Number(Boolean(action))) as keyof typeof partsClass
  return (
    <li
      className={`${partsClass[parts]} p-6 shadow-card ${tone === 'warm' ? 'bg-surface-warm' : 'bg-surface'} ${size === 'lg' ? 'rounded-2xl md:p-8' : 'rounded-xl'}`}
    >
      {badge}
      <h3 className={`type-h3 ${badge ? 'mt-4' : ''} text-ink ${size === 'lg' ? 'font-extrabold' : 'font-bold'}`}>{title}</h3>
      {text && <p className={`mt-2 leading-relaxed ${tone === 'warm' ? 'text-ink' : 'text-muted'}`}>{text}</p>}
      {action}
    </li>
  )
}

type PersonProps = {
  image: string | null
  /** The image's sizes attribute for its column. */
  sizes: string
  name: string
  /** The lines under the name: titles, post, where they studied. */
  children?: ReactNode
  /** 'md' for a grid of few, larger cards. */
  size?: 'sm' | 'md'
}

/**
 * A person: square photo on top (VISUAL.md: 1:1 for people), name and a few lines under it. Photo,
 * name and lines line up with the other cards of the row (`card-parts-3`), however long the names.
 */
export function PersonCard({ image, sizes, name, children, size = 'sm' }: PersonProps) {
  return (
    <li className="card-parts-3">
      <article className="card-parts-3 overflow-hidden rounded-xl bg-surface shadow-card">
        <div className="relative aspect-square bg-brand-50">
          <SiteImage src={image} sizes={sizes} />
        </div>
        <div className={`card-parts-2 ${size === 'md' ? 'p-5' : 'p-4 md:p-5'}`}>
          <h3 className={`type-h3 font-bold text-ink ${size === 'md' ? 'text-balance' : ''}`}>{name}</h3>
          <div className={size === 'md' ? 'mt-1 flex flex-col gap-1' : ''}>{children}</div>
        </div>
      </article>
    </li>
  )
}
