import { CalendarRange, Clock, Layers, MonitorSmartphone, RefreshCw, Users, type IconComponent } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { ProgrammeListPage } from '@/components/programmes/ProgrammeListPage'
import { IconBadge } from '@/components/ui/Cards'
import { type DiplomadoFactIcon, diplomadosPage as page } from '@/copy/diplomados'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

const icons: Record<DiplomadoFactIcon, IconComponent> = {
  modality: MonitorSmartphone,
  cycle: RefreshCw,
  modules: Layers,
  hours: Clock,
  duration: CalendarRange,
  sessions: Users,
}

/** The diplomados (spec §2.7): banner, how they are taught, the cards and the contact form. */
export default function DiplomadosPage() {
  return (
    <ProgrammeListPage tipo="DIP" name="diplomados" page={page}>
      <section aria-labelledby="diplomados-formato" className="bg-surface-warm pb-12 md:pb-20">
        <div className="container-page">
          <h2 id="diplomados-formato" className="sr-only">
            Cómo son nuestros diplomados
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.facts.map((fact) => (
              <div key={fact.title} className="relative rounded-xl bg-surface p-5 pl-21 shadow-card">
                <dt className="text-sm font-semibold uppercase tracking-wider text-brand-dark">
                  <IconBadge icon={icons[fact.icon]} className="absolute top-5 left-5" />
                  {fact.title}
                </dt>
                <dd className="mt-1 text-lg font-semibold leading-snug text-ink">{fact.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </ProgrammeListPage>
  )
}
