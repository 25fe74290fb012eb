import { AlignFeature, HorizontalRuleFeature, IndentFeature } from '@payloadcms/richtext-lexical'
import { describe, expect, it } from 'vitest'
import { withSpanish } from './lexical'

async function spanishOf(provider: ReturnType<typeof HorizontalRuleFeature>) {
  const wrapped = withSpanish(provider as never)
  const feature = typeof wrapped.feature === 'function' ? await wrapped.feature({} as never) : wrapped.feature
  return (feature.i18n as Record<string, Record<string, string>>).es
}

describe('rich-text editor Spanish', () => {
  it('puts our labels into the features, over their own', async () => {
    expect((await spanishOf(HorizontalRuleFeature()))!.label).toBe('Línea horizontal')
    expect(await spanishOf(IndentFeature() as never)).toMatchObject({ decreaseLabel: 'Reducir sangría', increaseLabel: 'Aumentar sangría' })
    expect((await spanishOf(AlignFeature() as never))!.alignJustifyLabel).toBe('Justificar')
  })

  it('leaves the other languages as they were', async () => {
    const wrapped = withSpanish(HorizontalRuleFeature() as never)
    const feature = typeof wrapped.feature === 'function' ? await wrapped.feature({} as never) : wrapped.feature
    expect((feature.i18n as Record<string, Record<string, string>>).en!.label).toBe('Horizontal Rule')
  })
})
