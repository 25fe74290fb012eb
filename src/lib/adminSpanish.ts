import { staffStamp } from './dates'
// The back office's labels written in English inside its code, with no translation key: what each
// one says in the staff's Spanish. The crawl of every view as each role (tests/e2e/admin-crawl.spec.ts)
// fails on any English it still finds.
const spanish: Record<string, string> = {
  'Add block': 'Agregar bloque',
  'Drag to move': 'Arrastra para mover',
  'Edit link': 'Editar enlace',
  'Remove link': 'Quitar enlace',
  'Insert Paragraph': 'Agregar párrafo',
  'select-all': 'Seleccionar todo',
  // The sizes of an image, offered in a list's «Columnas» and «Filtros».
  'MIME Type': 'Tipo de archivo',
  'Thumbnail URL': 'Dirección de la miniatura',
  URL: 'Dirección',
  // The live preview's own size, beside Teléfono, Tableta and Escritorio.
  Responsive: 'Adaptable',
  Collapse: 'Contraer',
  Expand: 'Expandir',
  'An unknown error occurred.': 'Ocurrió un error inesperado. Intenta de nuevo; si se repite, avisa a quien administra el sitio.',
  // The rich-text toolbar's two menus.
  'text dropdown': 'Tipo de texto',
  'align dropdown': 'Alineación',
  // The calendar of a date with its time («Programar publicación», the alert's dates, events).
  Time: 'Hora',
  'Next Month': 'Mes siguiente',
  'Previous Month': 'Mes anterior',
  'Next Year': 'Año siguiente',
  'Previous Year': 'Año anterior',
}

// The calendar's labels that carry a date after an English word: «Choose lunes, 30 de noviembre de 2026».
const calendarPrefixes: [string, string][] = [
  ['Choose ', 'Elegir el '],
  ['Not available ', 'No disponible: '],
  ['Month ', 'Mes de '],
]

/** A calendar's label (only inside the date picker: a document's own text is never rewritten), in Spanish. */
export function spanishCalendarLabel(text: string): string | undefined {
  for (const [english, translated] of calendarPrefixes) {
    if (text.startsWith(english) && text.length > english.length) return translated + text.slice(english.length)
  }
  return spanishForHardCoded(text)
}

// Error messages the server writes in English when it has not read the request's language yet.
const errorPrefixes: [string, string][] = [
  ['The following field is invalid:', 'Este campo no es válido:'],
  ['The following fields are invalid:', 'Estos campos no son válidos:'],
]
const serverErrors: Record<string, string> = {
  'Something went wrong.': 'Algo salió mal en el servidor. Intenta de nuevo; si se repite, avisa a quien administra el sitio.',
  'An unknown error has occurred.': spanish['An unknown error occurred.']!,
}

/** An error message of the server in the staff's Spanish, or undefined when it already is. */
export function spanishErrorMessage(message: string): string | undefined {
  const whole = spanishForHardCoded(message) ?? (Object.hasOwn(serverErrors, message) ? serverErrors[message] : undefined)
  if (whole !== undefined) return whole
  for (const [english, translated] of errorPrefixes) if (message.startsWith(english)) return translated + message.slice(english.length)
  return undefined
}

/** The Spanish for one of the back office's hard-coded English labels, or undefined. */
export function spanishForHardCoded(text: string): string | undefined {
  if (Object.hasOwn(spanish, text)) return spanish[text]
  // A nested field is named by its path («Tamaños > miniatura > MIME Type»): each step on its own.
  if (!text.includes(' > ')) return undefined
  const steps = text.split(' > ')
  const translated = steps.map((step) => (Object.hasOwn(spanish, step) ? spanish[step]! : step))
  return translated.some((step, i) => step !== steps[i]) ? translated.join(' > ') : undefined
}

// «Nov 25, 2026, 5:13 PM»: the «document in use» dialog formats its date in US English.
const usDate = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2}) ([AP]M)\b/
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * The text with a US-English date (written in the browser's own time zone, as the dialog does)
 * rewritten as the staff read dates: dd/mm/aaaa, HH:mm in Mazatlán time. Undefined when it has none.
 */
export function spanishDateOfLock(text: string, timeZoneOffsetMinutes?: number): string | undefined {
  const match = usDate.exec(text)
  if (!match) return undefined
  const [, month, day, year, hour, minute, half] = match
  const hours24 = (Number(hour) % 12) + (half === 'PM' ? 12 : 0)
  const local = new Date(Number(year), months.indexOf(month!), Number(day), hours24, Number(minute))
  // Tests pass the offset the text was written in; the browser's own is the Date's.
  const instant =
    timeZoneOffsetMinutes === undefined
      ? local
      : new Date(Date.UTC(Number(year), months.indexOf(month!), Number(day), hours24, Number(minute)) + timeZoneOffsetMinutes * 60_000)
  return text.replace(match[0], staffStamp(instant))
}

/**
 * Where the back office writes a date and time with the browser's own clock (a laptop set to
 * another zone showed the document's «Última modificación», the version being viewed and the
 * versions compared in that zone): those are put in the site's time. The site's own components
 * (`ugc-…`) already write it, and the server writes its texts in it (src/instrumentation.ts).
 */
export const browserStampPlaces = '.doc-controls__value, .version-pill-label-date, .date-diff, td[class*="cell-"]'

const browserStamp = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/

/** A «dd/mm/aaaa HH:mm» the browser wrote in its own zone, written in the site's; undefined when it is not one or is the same. */
export function siteStampOfBrowserStamp(text: string): string | undefined {
  const match = browserStamp.exec(text.trim())
  if (!match) return undefined
  const [, day, month, year, hour, minute] = match
  const instant = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute))
  const site = staffStamp(instant)
  return site === text.trim() ? undefined : site
}

/**
 * Icon buttons and checkboxes the admin leaves without a name a screen reader can say: the name
 * each one gets (only where it has none of its own).
 */
export const namesForUnnamed: [selector: string, name: string][] = [
  ['.clickable-arrow--left', 'Página anterior'],
  ['.clickable-arrow--right', 'Página siguiente'],
  ['.upload-relationship-details__edit', 'Editar el archivo'],
  ['.upload-relationship-details__remove', 'Quitar el archivo'],
  ['.file-details__remove', 'Quitar el archivo'],
  ['.copy-to-clipboard', 'Copiar'],
  ['.popup-button', 'Más opciones'],
  ['#select-all', 'Seleccionar todo'],
  ['.select-row input[type="checkbox"]', 'Seleccionar esta fila'],
  ['.nav__mobile-close', 'Cerrar el menú'],
  ['.date-time-picker__clear-button', 'Borrar la fecha'],
  ['.rs__clear-indicator, .clear-indicator', 'Quitar la selección'],
  ['.rs__dropdown-indicator, .dropdown-indicator', 'Abrir las opciones'],
  // The rich-text toolbar's icon buttons: named, and shown as a tooltip (namedWithTooltip below).
  ['.toolbar-popup__button-bold', 'Negritas'],
  ['.toolbar-popup__button-italic', 'Cursivas'],
  ['.toolbar-popup__button-underline', 'Subrayado'],
  ['.toolbar-popup__button-strikethrough', 'Tachado'],
  ['.toolbar-popup__button-subscript', 'Subíndice'],
  ['.toolbar-popup__button-superscript', 'Superíndice'],
  ['.toolbar-popup__button-inlineCode', 'Código'],
  ['.toolbar-popup__button-link', 'Enlace'],
  ['.toolbar-popup__button-indentIncrease', 'Aumentar sangría'],
  ['.toolbar-popup__button-indentDecrease', 'Reducir sangría'],
]

/** Icon buttons whose name is shown on hover too: the rich-text toolbar's, which have no words. */
export const namedWithTooltip = '.toolbar-popup__button, .toolbar-popup__dropdown'
