import type React from 'react'
import { spriteHref } from './iconSprite'

/**
 * The site's icons (drawn by Lucide, and four brand marks drawn in scripts/icons.mjs), each a `<use>` of one symbol in one cached file,
 * public/icons.svg, written from this list by `npm run icons` (scripts/icons.mjs). Lucide's own
 * components are client components: each icon on a page was sent twice (its paths in the HTML and
 * again in the page's data) and hydrated. These are plain markup, rendered where they are used.
 */
type IconProps = {
  className?: string
  /** Lucide's stroke width, 2 unless set; the symbol inherits it. */
  strokeWidth?: number
  'aria-hidden'?: boolean | 'true' | 'false'
  /** An icon that says something on its own; without it the icon is hidden from assistive technology. */
  'aria-label'?: string
}

export type IconComponent = (props: IconProps) => React.JSX.Element

function icon(id: string): IconComponent {
  function SpriteIcon({ className, strokeWidth, 'aria-label': label, ...rest }: IconProps) {
    return (
      <svg
        width="24"
        height="24"
        className={className}
        strokeWidth={strokeWidth ?? 2}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': rest['aria-hidden'] ?? true })}
      >
        <use href={`${spriteHref}#${id}`} />
      </svg>
    )
  }
  return SpriteIcon
}

export const ArrowDown = icon('arrow-down')
export const ArrowLeft = icon('arrow-left')
export const ArrowRight = icon('arrow-right')
export const ArrowUp = icon('arrow-up')
export const ArrowUpRight = icon('arrow-up-right')
export const Award = icon('award')
export const BadgeCheck = icon('badge-check')
export const BookOpen = icon('book-open')
export const Brain = icon('brain')
export const Briefcase = icon('briefcase')
export const BriefcaseBusiness = icon('briefcase-business')
export const Building2 = icon('building-2')
export const CalendarDays = icon('calendar-days')
export const CalendarPlus = icon('calendar-plus')
export const CalendarRange = icon('calendar-range')
export const CalendarX2 = icon('calendar-x-2')
export const Check = icon('check')
export const ChevronDown = icon('chevron-down')
export const ChevronLeft = icon('chevron-left')
export const ChevronRight = icon('chevron-right')
export const CircleCheck = icon('circle-check')
export const Clock = icon('clock')
export const Download = icon('download')
export const ExternalLink = icon('external-link')
export const Eye = icon('eye')
export const FileDown = icon('file-down')
export const FileText = icon('file-text')
export const Fingerprint = icon('fingerprint')
export const Globe2 = icon('globe-2')
export const GraduationCap = icon('graduation-cap')
export const HandCoins = icon('hand-coins')
export const Handshake = icon('handshake')
export const Heart = icon('heart')
export const HeartHandshake = icon('heart-handshake')
export const Hotel = icon('hotel')
export const Hourglass = icon('hourglass')
export const Info = icon('info')
export const Landmark = icon('landmark')
export const Languages = icon('languages')
export const Laptop = icon('laptop')
export const Layers = icon('layers')
export const Lightbulb = icon('lightbulb')
export const List = icon('list')
export const LoaderCircle = icon('loader-circle')
export const Lock = icon('lock')
export const Mail = icon('mail')
export const MapPin = icon('map-pin')
export const Menu = icon('menu')
export const MessageCircle = icon('message-circle')
export const MessageSquareWarning = icon('message-square-warning')
export const Mic = icon('mic')
export const MonitorPlay = icon('monitor-play')
export const MonitorSmartphone = icon('monitor-smartphone')
export const Music = icon('music')
export const Newspaper = icon('newspaper')
export const OctagonAlert = icon('octagon-alert')
export const Palette = icon('palette')
export const Pause = icon('pause')
export const Phone = icon('phone')
export const Play = icon('play')
export const Quote = icon('quote')
export const Radio = icon('radio')
export const RefreshCw = icon('refresh-cw')
export const Rocket = icon('rocket')
export const Rss = icon('rss')
export const Salad = icon('salad')
export const Scale = icon('scale')
export const School = icon('school')
export const Search = icon('search')
export const SearchX = icon('search-x')
export const ShieldCheck = icon('shield-check')
export const SlidersHorizontal = icon('sliders-horizontal')
export const Sparkles = icon('sparkles')
export const Target = icon('target')
export const Telescope = icon('telescope')
export const TrendingUp = icon('trending-up')
export const TriangleAlert = icon('triangle-alert')
export const Trophy = icon('trophy')
export const Users = icon('users')
export const X = icon('x')
export const FacebookIcon = icon('facebook')
export const InstagramIcon = icon('instagram')
export const YouTubeIcon = icon('youtube')
export const WhatsAppIcon = icon('whatsapp')
