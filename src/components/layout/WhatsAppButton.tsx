import { whatsappLink } from '@/copy/menu'
import { WhatsAppIcon } from '@/components/ui/icons'
import { newTabProps } from './NewTabHint'

type Props = {
  /** The number with its country code, as the settings store it (526241433030). */
  number: string
  /** The prefilled greeting, with its placeholders for full name and subject. */
  message: string
}

/**
 * The floating bottom-right button of spec §2.2: a WhatsApp chat with the greeting already
 * written. It is the one floating control a phone shows while reading; it steps aside where the
 * footer or a form is on screen (site.css, marked by layout/ScrollToTop), which offer their own
 * ways to write.
 */
export function WhatsAppButton({ number, message }: Props) {
  return (
    <aside aria-label="WhatsApp">
      <a
        href={whatsappLink(number, message)}
        {...newTabProps}
        data-floating="whatsapp"
        className="fixed right-4 bottom-4 z-30 mb-[env(safe-area-inset-bottom)] inline-flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-card-hover ring-2 ring-white transition-[opacity,transform,visibility,background-color] duration-200 ease-calm hover:scale-105 hover:bg-brand-dark sm:right-6 sm:bottom-6"
      >
        <WhatsAppIcon className="size-8" />
        <span className="sr-only">Escríbenos por WhatsApp (se abre en una pestaña nueva)</span>
      </a>
    </aside>
  )
}
