#!/usr/bin/env node
// `npm run screenshots [-- / /preparatoria … --port 3420]`: full-page screenshots of routes of a production
// build at 1440px and 390px, in Debian's Chromium, into ./screenshots/ (not committed).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { numberArg, root, startProductionServer } from './lib/production-server.mjs'
import { chromiumArgs, chromiumPath } from '../tests/support/browser-flags.mjs'

const routes = process.argv.slice(2).filter((a) => a.startsWith('/'))
if (routes.length === 0) routes.push('/')
const outDir = path.join(root, 'screenshots')
fs.mkdirSync(outDir, { recursive: true })

const port = numberArg('port', 3420)
const { base, stop } = await startProductionServer({ port, name: `screenshots-${port}` })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const route of routes) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 1000 ? 900 : 844 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
    // Lazy images below the fold load as the page scrolls; walk it once so the shot is complete.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 120))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    // A full-page capture resizes the viewport mid-shot, which catches carousels re-measuring;
    // a viewport as tall as the page, given time to settle, shows them at rest.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(1000)
    const name = `${route === '/' ? 'inicio' : route.slice(1).replaceAll('/', '-')}-${width}.png`
    await page.screenshot({ path: path.join(outDir, name) })
    console.log(`screenshots/${name}`)
    await context.close()
  }
}
await browser.close()
stop()
process.exit(0)
