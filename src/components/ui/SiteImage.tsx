import Image from 'next/image'
import { getMediaMeta } from '@/data/site'

type Props = {
  /** A `/media/…` URL from src/data, or a static `/images/…` file. */
  src: string | null
  /** Overrides the media record's alt text; pass '' for a decorative image. */
  alt?: string
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string
  /** The page's LCP image: preloaded and fetched with high priority. */
  priority?: boolean
  className?: string
}

/**
 * An image that fills its (positioned, sized) parent, with the alt text editors wrote on the
 * media record. Phones get a small AVIF/WebP from the Next.js image optimizer.
 */
export async function SiteImage({ src, alt, sizes, priority = false, className = 'object-cover' }: Props) {
  if (!src) return null
  const meta = src.startsWith('/media/') ? (await getMediaMeta())[src] : undefined
  return (
    <Image
      src={src}
      alt={alt ?? meta?.alt ?? ''}
      fill
      sizes={sizes}
      priority={priority}
      className={className}
    />
  )
}
