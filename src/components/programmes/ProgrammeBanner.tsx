import type { ReactNode } from 'react'
import { SiteImage } from '@/components/ui/SiteImage'

type Props = {
  title: string
  /** The programme's banner (path_banner); without one only the title band shows. */
  image: string | null
  /** Actions under the title: the way back to the list, the form. */
  children?: ReactNode
}

/**
 * A programme's banner: the editors' image shown whole, then the title on a red band. Programme
 * banners are often designed pieces with their own lettering, so no title is laid over them
 * (the page heroes' veil would leave that lettering ghosting behind the h1).
 */
export function ProgrammeBanner({ title, image, children }: Props) {
  return (
    <section aria-labelledby="programa-titulo" className="bg-brand-darker">
      {image && (
        <div className="relative mx-auto aspect-[8/3] max-w-[1600px]">
          <SiteImage src={image} sizes="(min-width: 1600px) 1600px, 100vw" priority />
        </div>
      )}
      <div className="on-dark bg-linear-to-r from-brand-darker via-brand-dark to-brand text-white">
        <div className="container-page py-8 md:py-10">
          <h1 id="programa-titulo" className="max-w-4xl text-3xl font-extrabold leading-tight tracking-tight text-balance md:text-5xl">
            {title}
          </h1>
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  )
}
