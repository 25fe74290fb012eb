/*
 * The accessibility check of the site's pages in a process of its own (decision 0039): the server
 * that starts it (src/cms/jobs/accessibilityCheck.ts) goes on answering visitors while each page
 * is opened in a jsdom window and checked, which keeps a processor busy for about a second a page.
 *
 * Reads one JSON object on standard input: `axe` (axe-core's source), `locale` (its Spanish texts,
 * as JSON), `check` (the check's own text, src/lib/accessibility/pageCheck.ts) and `pages`, each
 * `{ url }` (asked for here) or `{ url, html }`. Writes one line of JSON a page, in order:
 * `{ url, findings }`, findings null when the page did not answer 200.
 */
import { JSDOM, VirtualConsole } from 'jsdom'

let text = ''
for await (const chunk of process.stdin) text += chunk
const { axe, locale, check, pages } = JSON.parse(text)

for (const page of pages) {
  let html = page.html
  if (html === undefined) {
    const response = await fetch(page.url, { headers: { Accept: 'text/html' } }).catch(() => null)
    html = response?.status === 200 ? await response.text() : null
  }
  let findings = null
  if (html !== null) {
    const dom = new JSDOM(html, {
      url: page.url,
      runScripts: 'outside-only',
      pretendToBeVisual: true,
      virtualConsole: new VirtualConsole(),
    })
    try {
      dom.window.eval(axe)
      dom.window.eval(`axe.configure({ locale: ${locale} })`)
      findings = await dom.window.eval(`${check}({ contrast: false })`)
    } finally {
      dom.window.close()
    }
  }
  process.stdout.write(`${JSON.stringify({ url: page.url, findings })}\n`)
}
