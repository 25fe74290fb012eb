'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Beside a global's buttons, nothing to see. The back office's first answer on what the person may
 * do with a global is computed from the global as it is (published, usually), not from the draft
 * they would save, so an editor would get every field disabled and no «Guardar borrador» (a
 * collection is asked with a draft). When that answer says «cannot save», it is asked again the
 * way the back office asks after each save: once for a draft (editing, «Guardar borrador») and once
 * for publishing («Publicar»), which the access rules still refuse an editor.
 */
export function GlobalDraftPermissions() {
  const { globalSlug, hasSavePermission, getDocPermissions } = useDocumentInfo()
  useEffect(() => {
    if (globalSlug && !hasSavePermission) void getDocPermissions()
  }, [globalSlug, hasSavePermission, getDocPermissions])
  return null
}
