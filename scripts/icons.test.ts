import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildSprite } from './icons.mjs'

describe('the icon sprite', () => {
  it('is what `npm run icons` writes from the list in src/components/ui/icons.tsx', () => {
    const { sprite, module } = buildSprite()
    expect(fs.readFileSync('public/icons.svg', 'utf8')).toBe(sprite)
    expect(fs.readFileSync('src/components/ui/iconSprite.ts', 'utf8')).toBe(module)
  })
  it('has one symbol per listed icon, each with a distinct drawing', () => {
    const { sprite } = buildSprite()
    const listed = fs.readFileSync('src/components/ui/icons.tsx', 'utf8').match(/^export const \w+ = icon\(/gm) ?? []
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)]
    expect(symbols).toHaveLength(listed.length)
    expect(new Set(symbols.map(([, , drawing]) => drawing)).size).toBe(symbols.length)
  })
})
