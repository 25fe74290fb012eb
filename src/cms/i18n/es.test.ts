import { en } from '@payloadcms/translations/languages/en'
import { es as payloadEs } from '@payloadcms/translations/languages/es'
import { describe, expect, it } from 'vitest'
import { esOverrides, mergedSpanish } from './es'
import { lexicalFeatureSpanish, lexicalPlaceholder } from './lexical'

type Tree = Record<string, unknown>

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value as Tree, `${prefix}${key}:`),
  )
}

// What the back office shows: Payload's Spanish with ours on top, and the editor's strings we set.
const shown = [
  ...flatten(mergedSpanish()),
  ...flatten(lexicalFeatureSpanish, 'lexical:'),
  ['lexical:general:placeholder', lexicalPlaceholder] as [string, string],
]

// «usted» forms the staff do not use (they use «tú»).
export const ustedPattern =
  /\b(Comience|Está seguro|Está a punto|Ingrese|Seleccione|Haga clic|Escriba|Elija|Introduzca|Desea|desea|su sesión|Su sesión|Intente|intente|Verifique|verifique|Revise|Contacte|Confirme|presione|Presione|Tiene cambios|ha especificado)\b|su tablero/

// Capitalised words allowed inside a label: names, acronyms and the language's own name.
const properNouns = new Set(['Google', 'SVG', 'CSV', 'URL', 'PDF', 'JSON', 'Español', 'API'])

/** Capitalised words in a short label other than its first word (or a sentence's first word). */
function titleCaseWords(text: string): string[] {
  const words = text
    .replace(/\{\{[^}]+\}\}|<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  return words.filter((word, i) => {
    if (i === 0 || /[.?!:¿¡]$/.test(words[i - 1]!) || /^[¿¡«"]/.test(word)) return false
    const bare = word.replace(/[^\p{L}]/gu, '')
    return /^\p{Lu}/u.test(bare) && !properNouns.has(bare)
  })
}

describe('back-office Spanish', () => {
  it('overrides only keys Payload has, keeping their placeholders', () => {
    const english = new Map(flatten(en.translations as unknown as Tree))
    const original = new Map(flatten(payloadEs.translations as unknown as Tree))
    for (const [key, text] of flatten(esOverrides)) {
      expect(english.has(key), key).toBe(true)
      const wanted = (original.get(key) ?? '').match(/\{\{\w+\}\}/g)?.sort() ?? []
      expect(text.match(/\{\{\w+\}\}/g)?.sort() ?? [], key).toEqual(wanted)
    }
  })

  it('has every key Payload has in English, so nothing falls back to English', () => {
    const spanish = new Set(shown.map(([key]) => key))
    const missing = flatten(en.translations as unknown as Tree).filter(([key]) => !spanish.has(key))
    expect(missing).toEqual([])
  })

  it('speaks with «tú»', () => {
    expect(shown.filter(([, text]) => ustedPattern.test(text))).toEqual([])
  })

  it('names no vendor and no «ID»', () => {
    expect(shown.filter(([, text]) => /payload/i.test(text) || /\bID\b/.test(text))).toEqual([])
  })

  it('writes short labels in sentence case', () => {
    const short = shown.filter(([, text]) => text.split(/\s+/).length <= 6)
    expect(short.filter(([, text]) => titleCaseWords(text).length >= 1).map(([key, text]) => `${key} = ${text}`)).toEqual([])
  })

  it('reads «es igual a» next to «no es igual a»', () => {
    const operators = mergedSpanish().operators as Record<string, string>
    expect(operators.equals).toBe('es igual a')
    expect(operators.isNotEqualTo).toBe('no es igual a')
  })
})
