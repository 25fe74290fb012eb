import type { FeatureProviderServer } from '@payloadcms/richtext-lexical'

// The rich-text editor's Spanish. Lexical merges each feature's own `i18n` over `i18n.translations`
// after the config is read, so overrides under `lexical:*` in the config would be lost; they go into
// the features themselves instead (withSpanish below). Keys are per feature (`lexical:<key>:<name>`).
export const lexicalFeatureSpanish: Record<string, Record<string, unknown>> = {
  align: {
    alignCenterLabel: 'Centrar',
    alignJustifyLabel: 'Justificar',
    alignLeftLabel: 'Alinear a la izquierda',
    alignRightLabel: 'Alinear a la derecha',
  },
  blocks: {
    inlineBlocks: { create: 'Crear {{label}}', edit: 'Editar {{label}}', label: 'Bloques en línea', remove: 'Quitar {{label}}' },
    label: 'Bloques',
  },
  checklist: { label: 'Lista de tareas' },
  horizontalRule: { label: 'Línea horizontal' },
  indent: { decreaseLabel: 'Reducir sangría', increaseLabel: 'Aumentar sangría' },
  link: { label: 'Enlace', loadingWithEllipsis: 'Cargando…' },
  unorderedList: { label: 'Lista con viñetas' },
  orderedList: { label: 'Lista numerada' },
  upload: { label: 'Archivo' },
}

/** The editor's general strings, which only the editor's own options can change (the placeholder). */
export const lexicalPlaceholder = 'Empieza a escribir o presiona «/» para ver los comandos…'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload's features differ in all three type parameters; this one wrapper takes any of them
type AnyProvider = FeatureProviderServer<any, any, any>

/** Returns the feature with our Spanish merged over its own. */
export function withSpanish(provider: AnyProvider): AnyProvider {
  const spanish = lexicalFeatureSpanish[provider.key]
  if (!spanish) return provider
  const original = provider.feature
  return {
    ...provider,
    feature: async (props) => {
      const feature = typeof original === 'function' ? await original(props) : original
      const i18n = (feature.i18n ?? {}) as Record<string, Record<string, unknown>>
      return { ...feature, i18n: { ...i18n, es: { ...i18n.es, ...spanish } } } as typeof feature
    },
  }
}
