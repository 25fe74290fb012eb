import { CalendarDays, Mic, Rss, Users, type IconComponent } from '@/components/ui/icons'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { JsonLd } from '@/components/seo/JsonLd'
import { EpisodePlayer } from '@/components/radio/EpisodePlayer.client'
import { MonthFilter } from '@/components/ui/MonthFilter'
import { Section } from '@/components/ui/Section'
import { OptimisedImage } from '@/components/ui/SiteImage'
import { radioPage as page } from '@/copy/radio'
import { listPodcastFeedEpisodes, listPodcasts } from '@/data/podcasts'
import { env } from '@/env'
import { isoOf } from '@/lib/dates'
import { distinctMonths, filterByMonth, listHref, monthLabel, parseMonth, type QueryValue } from '@/lib/listView'
import { audioSources, audioTypeOf } from '@/lib/podcasts'
import { pageMetadata, pageTitle } from '@/lib/seo'
import { absoluteUrl, podcastEpisodeJsonLd } from '@/lib/structuredData'

type Props = { searchParams: Promise<{ month?: QueryValue }> }

/**
 * A month's view has a title of its own but the page's canonical address: it is a slice of the
 * same list, and every episode is on the unfiltered page.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const month = parseMonth((await searchParams).month)
  return pageMetadata({
    title: month ? pageTitle(`Radio UGC: podcast de ${monthLabel(month).toLowerCase()}`) : page.metaTitle,
    description: page.metaDescription,
    path: page.path,
    feeds: { 'application/rss+xml': [{ url: absoluteUrl(env.siteUrl, page.feed.path), title: page.feed.title }] },
  })
}

/**
 * /radiougc (spec §2.13), below the banner, carousel and live player of ./layout.tsx: the podcast's
 * latest broadcasts, filtered by month through `?month=mm/yyyy`.
 */
export default async function RadioPage({ searchParams }: Props) {
  const month = parseMonth((await searchParams).month)
  // The blank choice of the form without JavaScript: the one address of every month is the plain one.
  if (month === null) redirect(page.path)
  const [episodes, feed] = await Promise.all([listPodcasts(), listPodcastFeedEpisodes()])
  // The length of each episode the server can read (a WAV's header), for its player.
  const lengths = new Map(feed.map((f) => [f.id, f.audio?.seconds ?? null]))
  const months = distinctMonths(episodes.map((e) => e.fecha_publicacion))
  const shown = filterByMonth(episodes, month, (e) => e.fecha_publicacion)
  const episodeId = (id: number) => `episodio-${id}`

  return (
    <>
      {shown.map((e) => (
        <JsonLd
          key={e.id}
          data={podcastEpisodeJsonLd({
            siteUrl: env.siteUrl,
            seriesName: page.feed.title,
            seriesPath: page.path,
            name: e.titulo,
            datePublished: isoOf(e.fecha_publicacion),
            path: `${page.path}#${episodeId(e.id)}`,
            audioUrl: e.archivo_podcast,
            encodingFormat: e.archivo_podcast ? audioTypeOf(e.archivo_podcast) : null,
            presenter: e.presentador,
            guests: e.inivtados,
          })}
        />
      ))}

      <Section id="radio-transmisiones" title={page.episodesHeading} tone="warm">
        {/* Phones: the archive first, then the list, then the subscription; wide: the list beside both. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
          <section aria-labelledby="radio-archivo" className="lg:col-start-2 lg:row-start-1 rounded-xl bg-surface p-6 shadow-card">
            <h3 id="radio-archivo" className="type-h3 font-extrabold text-ink">
              {page.archive.heading}
            </h3>
            <MonthFilter
              id="radio-mes"
              labelledBy="radio-archivo"
              months={months}
              value={month}
              allLabel={page.archive.allOption}
              optionLabel={monthLabel}
              hrefOf={(m) => listHref(page.path, { month: m })}
              submitLabel={page.archive.submit}
              className="mt-4"
            />
          </section>

          <div className="lg:col-start-1 lg:row-span-3 lg:row-start-1">
            {month && <p className="mb-6 text-lg font-semibold text-ink">{page.monthHeading(monthLabel(month))}</p>}
            {shown.length === 0 ? (
              <div className="rounded-xl bg-surface p-6 shadow-card">
                <p className="text-ink">{page.empty}</p>
                <Link href={page.path} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-dark hover:underline">
                  {page.showAll}
                </Link>
              </div>
            ) : (
              <ol className="grid gap-6">
                {shown.map((e) => (
                  <li key={e.id}>
                    <article
                      id={episodeId(e.id)}
                      aria-labelledby={`${episodeId(e.id)}-titulo`}
                      className="scroll-mt-28 rounded-xl bg-surface p-5 shadow-card md:p-6"
                    >
                      <p className="flex items-center gap-2 text-sm font-semibold text-muted">
                        <CalendarDays aria-hidden="true" className="size-4" />
                        <time dateTime={isoOf(e.fecha_publicacion)}>{e.fecha_publicacion}</time>
                      </p>
                      <h3 id={`${episodeId(e.id)}-titulo`} className="type-h3 mt-2 font-bold text-ink text-balance">
                        {e.titulo}
                      </h3>
                      <Credit icon={Mic} label={page.presenter} names={e.presentador} className="mt-3" />
                      {e.inivtados && <Credit icon={Users} label={page.guests} names={e.inivtados} className="mt-1" />}
                      <EpisodePlayer
                        title={e.titulo}
                        sources={audioSources([e.archivo_podcast])}
                        seconds={lengths.get(e.id) ?? null}
                        fallback={page.audioFallback}
                      />
                    </article>
                  </li>
                ))}
              </ol>
            )}
          </div>

          <section
            aria-labelledby="radio-suscripcion"
            className="lg:col-start-2 lg:row-start-2 lg:self-start rounded-xl bg-surface p-6 shadow-card"
          >
            <div className="flex items-center gap-4">
              <OptimisedImage src={page.feed.image} alt="" width={72} height={72} className="size-18 rounded-lg" />
              <h3 id="radio-suscripcion" className="type-h3 font-extrabold text-ink">
                {page.subscribe.heading}
              </h3>
            </div>
            <p className="mt-3 leading-relaxed text-muted">{page.subscribe.text}</p>
            <a href={page.feed.path} type="application/rss+xml" className="btn btn-primary mt-4 w-full">
              <Rss aria-hidden="true" className="size-5" />
              {page.subscribe.link}
            </a>
          </section>
        </div>
      </Section>
    </>
  )
}

/** Who is on an episode: 'Conduce: …', 'Invitados: …' (spec §2.13). */
function Credit({ icon: Icon, label, names, className }: { icon: IconComponent; label: string; names: string; className: string }) {
  return (
    <p className={`flex gap-2 text-ink ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <span>
        <span className="font-semibold">{label}</span> {names}
      </span>
    </p>
  )
}
