import type { CollectionConfig } from 'payload'
import type { Role } from '@/cms/access/roles'
import { hiddenFor } from '@/cms/fields/common'

type StaffCollectionOptions = Omit<CollectionConfig, 'slug' | 'typescript' | 'labels'> & {
  slug: string
  /** The name of its generated TypeScript type. */
  typeName: string
  labels: { singular: string; plural: string }
  /** Where it sits in the back-office navigation. */
  group: string
  /** The list's columns. */
  columns: string[]
  /** The roles that do not see it in the navigation (their access is decided by `access`). */
  hiddenFrom?: Role[]
}

/**
 * A collection only the staff read (requests, sign-ups, logs, redirects, reviews): its head (slug,
 * type, labels, navigation group, columns, who does not see it) said once; the rest of the
 * configuration is the collection's own.
 */
export function staffCollection({
  slug,
  typeName,
  labels,
  group,
  columns,
  hiddenFrom,
  admin,
  ...config
}: StaffCollectionOptions): CollectionConfig {
  return {
    slug,
    typescript: { interface: typeName },
    labels,
    ...config,
    admin: { group, defaultColumns: columns, ...(hiddenFrom ? { hidden: hiddenFor(...hiddenFrom) } : {}), ...admin },
  }
}
