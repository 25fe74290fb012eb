#!/usr/bin/env node
// `npm run icons`: writes public/icons.svg, one <symbol> per icon that src/components/ui/icons.tsx
// lists, drawn from Lucide's own data, and src/components/ui/iconSprite.ts, the file's address
// with a hash of its content (a changed sprite is a new address, so browsers may keep it a year).
// `--check` writes nothing and fails when either file is not what this would write.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { root } from './lib/production-server.mjs'

const listFile = path.join(root, 'src/components/ui/icons.tsx')
const spriteFile = path.join(root, 'public/icons.svg')
const hrefFile = path.join(root, 'src/components/ui/iconSprite.ts')

// Lucide carries no brand marks: these four are drawn here in its 24 px grid. Each says how it is
// painted (filled, or stroked at its own width), which the symbol keeps whatever the <use> says.
const ownDrawings = {
  FacebookIcon: {
    paint: 'fill="currentColor" stroke="none"',
    inner:
      '<path d="M13.5 21.5v-8h2.9l.5-3.5h-3.4V7.9c0-1 .4-1.7 1.8-1.7H17V3.1a22 22 0 0 0-2.6-.1c-2.7 0-4.4 1.6-4.4 4.5V10H7v3.5h3v8z"></path>',
  },
  InstagramIcon: {
    paint: 'fill="none" stroke="currentColor" stroke-width="2"',
    inner:
      '<rect x="3" y="3" width="18" height="18" rx="5"></rect><circle cx="12" cy="12" r="4"></circle><circle cx="17.3" cy="6.7" r="0.6" fill="currentColor"></circle>',
  },
  YouTubeIcon: {
    paint: 'fill="currentColor" stroke="none"',
    inner: '<path fill-rule="evenodd" d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5.2-3z"></path>',
  },
  WhatsAppIcon: {
    paint: 'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"',
    inner:
      '<path d="M3.5 20.5l1.2-4.1a8.6 8.6 0 1 1 3.2 3z"></path><path fill="currentColor" stroke="none" d="M9.2 7.4c.3 0 .5 0 .6.4l.8 1.8c.1.2 0 .4-.1.6l-.6.7c.7 1.3 1.7 2.3 3 3l.7-.7c.2-.2.4-.2.6-.1l1.8.8c.3.1.4.3.4.6 0 .9-.8 2-2 2-3.4-.2-6.8-3.6-7-7 0-1.2 1-2.1 1.8-2.1z"></path>',
  },
}

/** The sprite and the module naming it, as `npm run icons` writes them. */
export function buildSprite() {
  const listed = [...fs.readFileSync(listFile, 'utf8').matchAll(/^export const (\w+) = icon\('([a-z0-9-]+)'\)$/gm)]
  const symbols = listed.map(([, name, id]) => {
    const own = ownDrawings[name]
    if (own) return `<symbol id="${id}" viewBox="0 0 24 24" ${own.paint}>${own.inner}</symbol>`
    if (!lucide[name]) throw new Error(`Lucide no tiene el ícono ${name}`)
    const markup = renderToStaticMarkup(createElement(lucide[name]))
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)[1]
    // Lucide's look, on the symbol; the stroke width is left to each <use>'s <svg>, which may change it.
    return `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`
  })
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
  const hash = crypto.createHash('sha256').update(sprite).digest('hex').slice(0, 10)
  const module = `// Written by \`npm run icons\` (scripts/icons.mjs) from the list in ./icons.tsx: do not edit.\nexport const spriteHref = '/icons.svg?v=${hash}'\n`
  return { sprite, module, count: symbols.length }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { sprite, module, count } = buildSprite()
  if (process.argv.includes('--check')) {
    const same = fs.readFileSync(spriteFile, 'utf8') === sprite && fs.readFileSync(hrefFile, 'utf8') === module
    if (!same) {
      console.error('public/icons.svg no corresponde a src/components/ui/icons.tsx: corre npm run icons.')
      process.exit(1)
    }
  } else {
    fs.writeFileSync(spriteFile, sprite)
    fs.writeFileSync(hrefFile, module)
    console.log(`${count} íconos en public/icons.svg (${(Buffer.byteLength(sprite) / 1024).toFixed(1)} KB).`)
  }
}
