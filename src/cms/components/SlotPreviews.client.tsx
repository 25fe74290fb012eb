'use client'
import { useFormFields, useUploadEdits } from '@payloadcms/ui'
import { focalPosition, imageSlots, ratioLabel } from '@/lib/imageSlots'

const frameGrid = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  margin: '0.75rem 0 0',
  padding: 0,
} as const

/**
 * Under a stored picture: the picture cut to every shape the site shows pictures in
 * (src/lib/imageSlots.ts), around its focal point, as a visitor will see it. A focal point moved in
 * «Editar imagen» shows here at once, before it is saved; the site uses the saved one.
 */
export function SlotPreviews() {
  const fields = useFormFields(([f]) => ({
    url: f.url?.value,
    card: f['sizes.tarjeta.url']?.value,
    mimeType: f.mimeType?.value,
    focalX: f.focalX?.value,
    focalY: f.focalY?.value,
  }))
  const { uploadEdits } = useUploadEdits()
  const src = typeof fields.card === 'string' && fields.card ? fields.card : fields.url
  if (
    typeof src !== 'string' ||
    !src ||
    typeof fields.mimeType !== 'string' ||
    !fields.mimeType.startsWith('image/') ||
    fields.mimeType === 'image/svg+xml'
  )
    return null
  const pending = uploadEdits?.focalPoint
  const x = pending ? Number(pending.x) : Number(fields.focalX ?? 50)
  const y = pending ? Number(pending.y) : Number(fields.focalY ?? 50)
  const position = focalPosition(x, y) ?? '50% 50%'
  return (
    <section aria-labelledby="recortes-titulo" data-slot-previews="" style={{ margin: '1.5rem 0' }}>
      <h3 id="recortes-titulo" style={{ margin: 0, fontSize: '1.125rem' }}>
        Cómo se recorta en el sitio
      </h3>
      <p style={{ margin: '0.25rem 0 0', maxWidth: '42rem' }}>
        El sitio muestra esta imagen en estas formas y lo que queda fuera del marco no se ve. Para elegir qué queda a la vista en todas,
        mueve el punto focal en «Editar imagen» y guarda. «Editar imagen» aparece en una computadora o en una tableta en horizontal.
      </p>
      <ul style={frameGrid}>
        {Object.entries(imageSlots).map(([slot, { label, where, size }]) => (
          <li key={slot} data-slot={slot} style={{ listStyle: 'none' }}>
            <figure style={{ margin: 0 }}>
              <div
                style={{
                  aspectRatio: `${size[0]} / ${size[1]}`,
                  overflow: 'hidden',
                  borderRadius: '0.5rem',
                  background: 'var(--theme-elevation-100)',
                }}
              >
                <img
                  src={src}
                  alt=""
                  loading="lazy"
                  style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: position }}
                />
              </div>
              <figcaption style={{ marginTop: '0.375rem', lineHeight: 1.35 }}>
                <strong>{label}</strong> · {ratioLabel(size)}
                <br />
                <span style={{ color: 'var(--theme-elevation-650)' }}>{where}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
