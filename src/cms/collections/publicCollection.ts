import type { CollectionConfig, Field } from 'payload'
import { draftableContent, publicContent } from '../access/roles'
import { hiddenFor } from '../fields/common'
import type { CacheTag } from '../../cache/tags'
import { revalidateCollection } from '../hooks/revalidate'

type PublicCollectionOptions = {
  slug: string
  /** The name of its generated TypeScript type. */
  typeName: string
  labels: { singular: string; plural: string }
  /** Where it sits in the back-office navigation. */
  group: string
  columns: string[]
  /** The cache tag its changes expire. */
  tag: CacheTag
  /** `orden` (the editors' manual order) or a newest-first date field. */
  sort: string
  /** With drafts: how many versions of each document are kept. Without: saving publishes. */
  versions?: number
  admin?: Omit<NonNullable<CollectionConfig['admin']>, 'group' | 'useAsTitle' | 'defaultColumns' | 'hidden'>
  fields: Field[]
}

/**
 * A collection of content the public site shows: titled by `titulo`, kept by the content staff
 * (hidden from admissions), readable by anyone once published, and expiring its cache tag on every
 * change. Each collection file keeps only what is its own: its fields and columns.
 */
export function publicCollection(options: PublicCollectionOptions): CollectionConfig {
  const { slug, typeName, labels, group, columns, tag, sort, versions, admin, fields } = options
  return {
    slug,
    typescript: { interface: typeName },
    labels,
    admin: { ...admin, group, useAsTitle: 'titulo', defaultColumns: columns, hidden: hiddenFor('admisiones') },
    defaultSort: sort,
    access: versions ? draftableContent : publicContent,
    ...(versions ? { versions: { drafts: true, maxPerDoc: versions } } : {}),
    hooks: revalidateCollection(tag),
    fields,
  }
}
