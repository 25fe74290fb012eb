'use client'
import type { DefaultCellComponentProps } from 'payload'
import { DefaultCell, useDocumentTitle, useFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

/** What the back office calls a document whose title is still empty (a draft may wait for it). */
const untitled = 'Sin título'

/** The list's title column: «Sin título» where Payload would write «<Sin Título>», still the link to the document. */
export function UntitledCell(props: DefaultCellComponentProps) {
  const empty =
    props.cellData === undefined || props.cellData === null || (typeof props.cellData === 'string' && props.cellData.trim() === '')
  return <DefaultCell {...props} cellData={empty ? untitled : props.cellData} />
}

/**
 * The document's header and breadcrumbs: Payload falls back to the id («32») when the title is
 * empty. Its own title update waits a frame; this one waits two, so «Sin título» is what stays.
 */
export function UntitledDocumentTitle() {
  const value = useFormFields(([fields]) => fields.titulo?.value)
  const { setDocumentTitle } = useDocumentTitle()
  const empty = typeof value !== 'string' || value.trim() === ''
  useEffect(() => {
    if (!empty) return
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setDocumentTitle(untitled))
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [empty, setDocumentTitle])
  return null
}
