import type { SVGProps } from 'react'

// lucide-react (the site's icon set) carries no brand marks, so these four are drawn here in its
// 24px grid. All are decorative: the link around each one names it.

type IconProps = SVGProps<SVGSVGElement>

const base = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path d="M13.5 21.5v-8h2.9l.5-3.5h-3.4V7.9c0-1 .4-1.7 1.8-1.7H17V3.1a22 22 0 0 0-2.6-.1c-2.7 0-4.4 1.6-4.4 4.5V10H7v3.5h3v8z" />
    </svg>
  )
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </svg>
  )
}

export function YouTubeIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path fillRule="evenodd" d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5.2-3z" />
    </svg>
  )
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" {...props}>
      <path d="M3.5 20.5l1.2-4.1a8.6 8.6 0 1 1 3.2 3z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M9.2 7.4c.3 0 .5 0 .6.4l.8 1.8c.1.2 0 .4-.1.6l-.6.7c.7 1.3 1.7 2.3 3 3l.7-.7c.2-.2.4-.2.6-.1l1.8.8c.3.1.4.3.4.6 0 .9-.8 2-2 2-3.4-.2-6.8-3.6-7-7 0-1.2 1-2.1 1.8-2.1z"
      />
    </svg>
  )
}
