import Link from 'next/link'
import { SiteImage } from '@/components/ui/SiteImage'
import { heroCopy } from '@/copy/home'
import type { HomeSlide } from '@/data/slides'

type Props = {
  slide: HomeSlide
  /** The first slide: its title is the page's h1 and its picture the page's largest paint. */
  first: boolean
  /**
   * The slide an editor is previewing: its title, line and button are marked for the live preview,
   * which writes into them what is typed before it is saved (public/vista-previa-en-vivo.js).
   */
  live?: boolean
}

/**
 * One slide of the home banner (issue 38.1): the editor's picture with its title, one line and one
 * button written over it. A darkening layer lies between the two wherever there is text, dark
 * enough that white text keeps 4.5:1 over any picture (a white photo under 60 % of ink is darker
 * than #777). The whole slide follows the button's link.
 *
 * Phones keep the spec's 25:11 slide (172 px at 390): two lines of title and the button fit over it, and
 * the line is read aloud there but shown from `sm`.
 */
export function HeroSlide({ slide, first, live = false }: Props) {
  const Title = first ? 'h1' : 'p'
  const field = (name: 'titulo' | 'texto' | 'boton') => (live ? name : undefined)
  return (
    <div className="absolute inset-0">
      <SiteImage src={slide.path_imagen} sizes="100vw" priority={first} />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-ink/80 via-ink/65 to-ink/45 md:bg-linear-to-r md:from-ink/85 md:via-ink/65 md:via-60% md:to-ink/0"
      />
      <div className="absolute inset-0 flex flex-col justify-end gap-2 p-4 sm:p-6 md:justify-center md:px-20 md:pb-12 lg:px-24 lg:pb-16">
        <div className="max-w-xl md:max-w-[60%] lg:max-w-[55%]">
          <Title data-campo={field('titulo')} className="type-h1 line-clamp-2 font-bold md:max-lg:text-4xl! text-balance text-white">
            {slide.titulo}
          </Title>
          {/* In a preview the line is there even when empty, for what the editor types into it. */}
          {(slide.texto || live) && (
            <p data-campo={field('texto')} className="sr-only sm:not-sr-only sm:mt-2 sm:text-base sm:text-white md:mt-3 lg:text-lg">
              {slide.texto}
            </p>
          )}
        </div>
        {slide.link && (
          <Link
            data-slide-action=""
            data-campo={field('boton')}
            href={slide.link}
            className="inline-flex min-h-11 w-fit items-center rounded-full bg-brand px-5 text-sm font-semibold text-white shadow-card after:absolute after:inset-0 after:content-[''] hover:bg-brand-dark sm:text-base md:mt-4"
          >
            {slide.boton || heroCopy.defaultButton}
          </Link>
        )}
      </div>
    </div>
  )
}
