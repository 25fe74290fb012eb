import { FacebookIcon, InstagramIcon, YouTubeIcon } from './icons'

type Props = {
  facebook: string
  instagram: string
  youtube: string
  /** 'light' for white icons on red or dark backgrounds, 'brand' for red icons on white. */
  tone?: 'light' | 'brand'
  className?: string
}

/** The university's three social networks (spec §2.2, §2.4 item 10), each opening in a new tab. */
export function SocialLinks({ facebook, instagram, youtube, tone = 'brand', className = '' }: Props) {
  const networks = [
    { name: 'Facebook', href: facebook, Icon: FacebookIcon },
    { name: 'Instagram', href: instagram, Icon: InstagramIcon },
    { name: 'YouTube', href: youtube, Icon: YouTubeIcon },
  ].filter((n) => n.href)
  const look =
    tone === 'light'
      ? 'bg-white/15 text-white hover:bg-white hover:text-brand-dark'
      : 'bg-brand-50 text-brand-dark hover:bg-brand hover:text-white'
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {networks.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex size-11 items-center justify-center rounded-full transition-colors duration-150 ${look}`}
          >
            <Icon className="size-5" />
            <span className="sr-only">{name} (se abre en una pestaña nueva)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
