import type { Page } from '@playwright/test'

/**
 * Collects what the browser refused under the page's security headers: every
 * `securitypolicyviolation` event of the document, and Chromium's console reports of CSP
 * violations and of Permissions-Policy errors. Call before the first navigation.
 */
export async function watchSecurityReports(page: Page): Promise<string[]> {
  const reports: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(message.text()))
      reports.push(`consola: ${message.text()}`)
  })
  await page.exposeFunction('reportCspViolation', (text: string) => reports.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${location.pathname}: ${event.effectiveDirective} bloqueó ${event.blockedURI || 'código en línea'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return reports
}
