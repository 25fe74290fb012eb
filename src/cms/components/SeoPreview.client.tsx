'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { cutForPreview, itemPath, lengthNote, seoLimits } from '@/lib/seoPreview'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** «45 de 60 caracteres recomendados» under a search field, updated as the editor types. */
export function SeoCounter({ field, recommended }: { field: string; recommended: number }) {
  const value = useFormFields(([fields]) => text(fields[field]?.value))
  const note = lengthNote(value, recommended)
  return (
    <p
      className="ugc-propio"
      aria-live="polite"
      style={{ margin: '0.25rem 0 0', fontSize: '0.85rem', color: note.over ? 'var(--theme-error-600)' : 'var(--theme-elevation-650)' }}
    >
      {note.text}
    </p>
  )
}

/**
 * How the item would show in Google's results: the address, the title in blue, the description.
 * Empty fields show what the site puts there by itself (the item's title; a description taken
 * from its content).
 */
export function SeoPreview() {
  const { collectionSlug } = useDocumentInfo()
  const { title, description, titulo, slug, tipo } = useFormFields(([fields]) => ({
    title: text(fields['seo.meta_titulo']?.value),
    description: text(fields['seo.meta_descripcion']?.value),
    titulo: text(fields.titulo?.value),
    slug: fields.slug?.value,
    tipo: fields.tipo?.value,
  }))
  const [host, setHost] = useState('')
  useEffect(() => setHost(window.location.host), [])
  const path = itemPath(collectionSlug ?? '', tipo, slug)
  const shownTitle = cutForPreview(title || `${titulo || 'Sin título'} · Universidad UGC`, seoLimits.title)
  const shownAddress = `${host}${path ?? ''}`.replace(/\?.*$/, '').split('/').filter(Boolean).join(' › ')
  return (
    <figure
      className="ugc-propio"
      aria-label="Vista previa en buscadores"
      style={{
        margin: '0 0 1.5rem',
        padding: '1rem 1.25rem',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 8,
        background: '#fff',
        maxWidth: 640,
      }}
    >
      <figcaption style={{ fontSize: '0.8rem', fontWeight: 600, marginBottom: '0.5rem', color: '#4d5156' }}>
        Así se vería en Google
      </figcaption>
      <p data-seo-preview="direccion" style={{ margin: 0, fontSize: '0.85rem', color: '#202124', overflowWrap: 'anywhere' }}>
        {shownAddress || 'La dirección aparece al guardar'}
      </p>
      <p data-seo-preview="titulo" style={{ margin: '0.2rem 0', fontSize: '1.15rem', lineHeight: 1.3, color: '#1a0dab' }}>
        {shownTitle}
      </p>
      <p data-seo-preview="descripcion" style={{ margin: 0, fontSize: '0.9rem', lineHeight: 1.45, color: '#4d5156' }}>
        {description ? (
          cutForPreview(description, seoLimits.description)
        ) : (
          <em>Sin descripción propia: se tomará del inicio del contenido.</em>
        )}
      </p>
    </figure>
  )
}
