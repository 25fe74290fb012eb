'use client'
import { useFormFields } from '@payloadcms/ui'
import { targetHref } from '@/lib/adminLinks'

/** On a review's page: the link to the content it is about, where publishing approves it. */
export function ReviewTargetLink() {
  const coleccion = useFormFields(([fields]) => fields.coleccion?.value) as string | undefined
  const documento = useFormFields(([fields]) => fields.documento?.value) as string | undefined
  if (!coleccion) return null
  return (
    <p className="ugc-envio__abrir">
      <a className="btn btn--style-secondary btn--size-small" href={targetHref(coleccion, documento)}>
        Abrir el contenido para revisarlo
      </a>
    </p>
  )
}

/** In the reviews list: the same link, per row. */
export function ReviewTargetCell({ rowData }: { rowData?: { coleccion?: string; documento?: string | null; titulo?: string } }) {
  if (!rowData?.coleccion) return null
  return (
    <a href={targetHref(rowData.coleccion, rowData.documento)} aria-label={`Abrir «${rowData.titulo ?? 'el contenido'}»`}>
      Abrir
    </a>
  )
}
