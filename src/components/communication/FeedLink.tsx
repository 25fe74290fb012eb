import { CalendarPlus, Rss } from '@/components/ui/icons'
import type { CommunicationPageCopy } from '@/copy/communication'

/** The visible link to the page's subscription feed (RSS for news, iCalendar for events). */
export function FeedLink({ feed }: { feed: CommunicationPageCopy['feed'] }) {
  const Icon = feed.type === 'text/calendar' ? CalendarPlus : Rss
  return (
    <p className="mt-10 border-t border-ink/10 pt-6">
      <a
        href={feed.href}
        type={feed.type}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:text-brand-dark hover:underline"
      >
        <Icon aria-hidden="true" className="size-5" />
        {feed.label}
      </a>
    </p>
  )
}
