import { ExternalLink, Lightbulb, Lock, MessageSquareWarning, type LucideIcon } from 'lucide-react'
import type { Metadata } from 'next'
import { NewTabHint, newTabProps } from '@/components/layout/NewTabHint'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { quejasPage as page } from '@/copy/quejas'
import { getSettings } from '@/data/site'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

const icons: LucideIcon[] = [MessageSquareWarning, Lightbulb]

/**
 * /quejasysugerencias (spec §2.23): what the mailbox is for, one button to each external
 * support-desk form (complaint, suggestion) opening in a new tab, and the confidentiality note.
 */
export default async function QuejasPage() {
  const s = await getSettings()
  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} />

      <section aria-labelledby="buzon" className="section-space">
        <div className="container-page">
          <SectionHeading id="buzon" title={page.heading} />
          <div className="max-w-prose space-y-4 text-lg leading-relaxed text-muted text-pretty">
            {page.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>

          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {page.options.map((option, i) => {
              const Icon = icons[i % icons.length]
              const href = s[option.key]
              return (
                <li key={option.key} className="flex flex-col rounded-2xl bg-surface-warm p-6 shadow-card md:p-8">
                  <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-4 text-2xl font-extrabold text-ink">{option.title}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-ink">{option.text}</p>
                  {href && (
                    <a href={href} {...newTabProps} className="btn btn-primary mt-6 self-start">
                      {option.cta}
                      <ExternalLink aria-hidden="true" className="size-5" />
                      <NewTabHint />
                    </a>
                  )}
                </li>
              )
            })}
          </ul>

          <section aria-labelledby="confidencialidad" className="mt-10 flex gap-4 rounded-2xl border-l-4 border-brand bg-brand-50 p-6 md:p-8">
            <Lock aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-dark" />
            <div>
              <h2 id="confidencialidad" className="text-xl font-extrabold text-brand-darker">
                {page.confidentiality.heading}
              </h2>
              <p className="mt-2 max-w-prose leading-relaxed text-ink">{page.confidentiality.text}</p>
            </div>
          </section>
        </div>
      </section>
    </>
  )
}
