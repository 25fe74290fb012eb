import type { CollectionConfig, Field } from 'payload'
import { draftableContent } from '@/cms/access/roles'
import { authorField, collectionHistory, defaultVersionsKept, withVersionsView } from '@/cms/versions/history'
import { scheduleColumn } from '@/cms/versions/schedule'
import { hiddenFor } from '@/cms/fields/common'
import { withSeoFields } from '@/cms/fields/seo'
import type { CacheTag } from '@/cache'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { editorsWriteDrafts } from '@/cms/review/guard'
import { reviewEndsOnPublish, reviewsGoWithTheDocument } from '@/cms/review/hooks'
import { reviewPanel } from '@/cms/review/panel'

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
  /** How many versions of each document are kept (every collection of public content has drafts). */
  versions?: number
  admin?: Omit<NonNullable<CollectionConfig['admin']>, 'group' | 'useAsTitle' | 'defaultColumns' | 'hidden'>
  fields: Field[]
}

/** An untitled draft is «Sin título» in the list, the header and the breadcrumbs, never its id (issue 44.2). */
function titledForTheStaff(field: Field): Field {
  if (!('name' in field) || field.name !== 'titulo' || field.type !== 'text') return field
  const components = field.admin?.components
  return {
    ...field,
    admin: {
      ...field.admin,
      components: {
        ...components,
        Cell: '/cms/components/UntitledTitle.client#UntitledCell',
        afterInput: [...(components?.afterInput ?? []), '/cms/components/UntitledTitle.client#UntitledDocumentTitle'],
      },
    },
  }
}

/**
 * A collection of content the public site shows: titled by `titulo`, kept by the content staff
 * (hidden from admissions), readable by anyone once published, with drafts and a history of versions
 * (each with its author; restoring one makes a draft: src/cms/versions/history.ts), publishing
 * and unpublishing at a chosen time (src/cms/versions/schedule.ts), and expiring its
 * cache tag on every change. Each collection file keeps only what is its own: its fields and columns. Collections whose
 * items have a page of their own also get «Buscadores y redes» (src/cms/fields/seo.ts).
 */
export function publicCollection(options: PublicCollectionOptions): CollectionConfig {
  const { slug, typeName, labels, group, columns, tag, sort, versions = defaultVersionsKept, admin, fields } = options
  const history = collectionHistory(slug, versions)
  const edit = withVersionsView(admin?.components?.views?.edit)
  return {
    slug,
    typescript: { interface: typeName },
    labels,
    admin: {
      ...admin,
      group,
      useAsTitle: 'titulo',
      defaultColumns: [...(columns.includes('_status') ? columns : [...columns, '_status']), 'programacion'],
      hidden: hiddenFor('admisiones'),
      components: { ...admin?.components, views: { ...admin?.components?.views, edit } },
    },
    defaultSort: sort,
    access: draftableContent,
    versions: history.versions,
    endpoints: history.endpoints,
    hooks: (() => {
      const revalidate = revalidateCollection(tag)
      return {
        ...revalidate,
        afterChange: [...revalidate.afterChange, reviewEndsOnPublish],
        afterDelete: [...revalidate.afterDelete, reviewsGoWithTheDocument],
        beforeOperation: [...history.beforeOperation, editorsWriteDrafts],
      }
    })(),
    fields: [...withSeoFields(slug, fields.map(titledForTheStaff)), authorField, scheduleColumn, reviewPanel],
  }
}
