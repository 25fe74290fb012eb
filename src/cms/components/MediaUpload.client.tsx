'use client'
import { FieldDescription, Upload, useDocumentInfo } from '@payloadcms/ui'

/**
 * The files collection's upload area, with the limit and the accepted types written under it
 * (`hint` comes from src/cms/media/uploadRules.ts through the collection's config), so a person
 * knows before choosing a file, not only after a refusal.
 */
export function MediaUpload({ hint }: { hint: string }) {
  const { collectionSlug, docConfig, initialState } = useDocumentInfo()
  const uploadConfig = docConfig && 'upload' in docConfig ? docConfig.upload : undefined
  if (!collectionSlug || !uploadConfig) return null
  return (
    <div>
      <Upload collectionSlug={collectionSlug} initialState={initialState} uploadConfig={uploadConfig} />
      <FieldDescription description={hint} path="file" />
    </div>
  )
}
