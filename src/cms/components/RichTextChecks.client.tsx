'use client'
import { useFormFields } from '@payloadcms/ui'
import { useMemo } from 'react'
import { checkRichText } from '@/lib/richTextChecks'

/**
 * Under a rich text in the back office: what to fix so everyone can read it (heading levels,
 * links that say where they lead, descriptions of pictures, table headers, capitals), updated as
 * the editor writes. It warns; it does not stop a save.
 */
export function RichTextChecks({ path }: { path: string }) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  const warnings = useMemo(() => checkRichText(value), [value])
  return (
    <div className="ugc-propio ugc-revision" aria-live="polite" data-revision-de={path}>
      {warnings.length > 0 && (
        <div className="ugc-revision__caja">
          <p className="ugc-revision__titulo">
            {warnings.length === 1
              ? 'Antes de publicar, revisa esto para que todos puedan leer el texto:'
              : `Antes de publicar, revisa estas ${warnings.length} cosas para que todos puedan leer el texto:`}
          </p>
          <ul>
            {warnings.map((w, i) => (
              <li key={`${w.code}-${i}`}>{w.message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
