import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'
import { getMediaMeta } from '@/data/site'
import { trimSrcSet } from '@/lib/imageWidths'

/**
 * next/image's optimised <img> (srcset of AVIF/WebP widths the slot needs, lazy unless it
 * is the page's LCP image), rendered on the server as a plain element: next/image's own component
 * is a client component, and every image on a page would be hydrated by the phone for nothing.
 * With `preload` the image is also announced in the page's head with high priority.
 */
export function OptimisedImage({ preload: announce = false, className, ...props }: Omit<ImageProps, 'priority'> & { alt: string }) {
  const { props: img } = getImageProps({ ...props, preload: announce, fetchPriority: announce ? 'high' : props.fetchPriority })
  // Only the widths the slot's screens ask for (src/lib/imageWidths.ts), not Next.js's every width.
  if (img.srcSet && img.sizes) img.srcSet = trimSrcSet(img.srcSet, img.sizes)
  if (announce && img.srcSet) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' })
  }
  return <img {...img} alt={img.alt} className={className} />
}

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
 * An image that fills its (positioned, sized) parent, with the alt text and the focal point
 * editors set on the media record. Phones get a small AVIF/WebP from the Next.js image optimizer.
 */
export async function SiteImage({ src, alt, sizes, priority = false, className = 'object-cover' }: Props) {
  if (!src) return null
  const meta = src.startsWith('/media/') ? (await getMediaMeta())[src] : undefined
  // The editor's focal point decides what stays in view when the slot cuts the picture.
  const style = meta?.focus ? { objectPosition: meta.focus } : undefined
  return <OptimisedImage src={src} alt={alt ?? meta?.alt ?? ''} fill sizes={sizes} preload={priority} className={className} style={style} />
}
