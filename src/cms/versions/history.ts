import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  EditConfig,
  EditConfigWithoutRoot,
  Endpoint,
  Field,
  GlobalBeforeOperationHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'
import { APIError } from 'payload'
import { contentStaff, draftsOrPublisher, hasRole, publishedOrContentStaff } from '@/cms/access/roles'
import { editorsWriteGlobalDrafts } from '@/cms/review/guard'
import { globalReviewEndsOnPublish } from '@/cms/review/hooks'
import { reviewPanel } from '@/cms/review/panel'

/** «Programar publicación»: a 24-hour clock, to the minute. */
const schedulePublish = { timeFormat: 'HH:mm', timeIntervals: 1, displayFormat: 'dd/MM/yyyy HH:mm' }

/** How many saved versions of each document or global the history keeps. */
export const defaultVersionsKept = 20

/** The staff's message when something tries to put an old version straight on the site. */
export const restoreOnlyAsDraft = 'Restaurar una versión la guarda como borrador: revísala y publícala desde el documento.'

/** What the editor reads after restoring. */
export const restoredAsDraft = 'Versión restaurada como borrador. El sitio sigue mostrando lo publicado hasta que publiques.'

/** The versions tab: date and time in Mazatlán, author and status of each version. */
export function withVersionsView(edit: EditConfig | undefined): EditConfig {
  const versions = { Component: '/cms/components/versions/VersionHistory#VersionHistory' }
  return { ...(edit as EditConfigWithoutRoot | undefined), versions } as EditConfigWithoutRoot
}

/**
 * Who saved each version: set on every save from the signed-in user, so each version's snapshot
 * carries its author. Nobody writes it by hand, and only the content staff read it.
 */
export const authorField: Field = {
  name: 'actualizado_por',
  type: 'relationship',
  relationTo: 'users',
  label: 'Guardado por',
  admin: { hidden: true },
  access: {
    read: ({ req }) => hasRole('admin', 'publicador', 'editor')(req),
    create: () => false,
    update: () => false,
  },
  hooks: {
    beforeChange: [({ req, value }) => (req.user && req.user.collection === 'users' ? req.user.id : (value ?? null))],
  },
}

/** The fields of a version's snapshot that are the document's own (not its bookkeeping). */
function contentOf(version: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, _status: _s, actualizado_por: _a, globalType: _g, ...content } = version
  return content
}

function failure(req: PayloadRequest, error: unknown): Response {
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500
  const message =
    status === 401 || status === 403
      ? 'No tienes permiso para restaurar esta versión.'
      : status === 404
        ? 'No existe esa versión.'
        : status === 400
          ? 'No se pudo restaurar la versión: revisa que su contenido siga siendo válido.'
          : 'No se pudo restaurar la versión.'
  if (status >= 500) req.payload.logger.error({ err: error }, 'restaurar versión')
  return Response.json({ errors: [{ message }] }, { status })
}

/**
 * Restoring a version (the back office's «Restaurar» button posts here) saves that version's
 * content as a new draft, with the restorer as its author; what is published stays on the site.
 * It takes the place of the built-in restore, which would publish the old version at once.
 * `restore` saves the version of that id as a draft and gives the answer's body.
 */
function restoreEndpoint(restore: (req: PayloadRequest, id: string) => Promise<Record<string, unknown>>): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      try {
        const body = await restore(req, String(req.routeParams?.id ?? ''))
        return Response.json({ ...body, message: restoredAsDraft })
      } catch (error) {
        return failure(req, error)
      }
    },
  }
}

/** A version's content, to save as a draft. */
const draftOf = (version: unknown) => ({ ...contentOf(version as Record<string, unknown>), _status: 'draft' as const })

const restoreCollectionVersion = (slug: string) =>
  restoreEndpoint(async (req, id) => {
    const version = await req.payload.findVersionByID({ collection: slug as 'carrusel', id, depth: 0, req, overrideAccess: false })
    const doc = await req.payload.update({
      collection: slug as 'carrusel',
      id: version.parent as number,
      data: draftOf(version.version),
      draft: true,
      depth: 0,
      req,
      overrideAccess: false,
    })
    return { doc }
  })

const restoreGlobalVersion = (slug: string) =>
  restoreEndpoint(async (req, id) => {
    const version = await req.payload.findGlobalVersionByID({ slug: slug as 'aviso', id, depth: 0, req, overrideAccess: false })
    const result = await req.payload.updateGlobal({
      slug: slug as 'aviso',
      data: draftOf(version.version),
      draft: true,
      depth: 0,
      req,
      overrideAccess: false,
    })
    return { result }
  })

/** The built-in restore (GraphQL, scripts) may only make a draft; a restore that would publish is refused. */
const collectionRestoreOnlyAsDraft: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'restoreVersion' && !(args as { draft?: boolean }).draft) throw new APIError(restoreOnlyAsDraft, 400, null, true)
  return args
}

// A global's built-in restore overwrites the published global even «as draft» (the site would lose
// it until someone publishes): only the endpoint above restores a global.
const globalRestoreRefused: GlobalBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'restoreVersion') throw new APIError(restoreOnlyAsDraft, 400, null, true)
  return args
}

/** Drafts, scheduled publishing, versions with their author, and restore as a draft, for a collection of public content. */
export function collectionHistory(slug: string, maxPerDoc: number = defaultVersionsKept) {
  return {
    // «Programar publicación»: the job queue publishes or unpublishes at the chosen time (src/cms/versions/schedule.ts).
    versions: { drafts: { schedulePublish }, maxPerDoc },
    endpoints: [restoreCollectionVersion(slug)],
    beforeOperation: [collectionRestoreOnlyAsDraft],
  } satisfies Pick<CollectionConfig, 'versions' | 'endpoints'> & { beforeOperation: CollectionBeforeOperationHook[] }
}

/**
 * A global with history: drafts, versions with their author, restore as a draft, and anonymous
 * readers (pages, REST, GraphQL) see only the published global.
 */
export function withHistory(global: GlobalConfig, max: number = defaultVersionsKept): GlobalConfig {
  return {
    ...global,
    // An editor saves drafts; a publisher publishes (src/cms/review).
    access: { ...global.access, read: publishedOrContentStaff, readVersions: contentStaff, update: draftsOrPublisher },
    versions: { drafts: { schedulePublish }, max },
    endpoints: [restoreGlobalVersion(global.slug), ...(Array.isArray(global.endpoints) ? global.endpoints : [])],
    hooks: {
      ...global.hooks,
      beforeOperation: [...(global.hooks?.beforeOperation ?? []), globalRestoreRefused, editorsWriteGlobalDrafts],
      afterChange: [...(global.hooks?.afterChange ?? []), globalReviewEndsOnPublish],
    },
    admin: {
      ...global.admin,
      components: {
        ...global.admin?.components,
        // An editor's fields and «Guardar borrador»: the back office's first answer judges the published global (see the component).
        elements: {
          ...global.admin?.components?.elements,
          beforeDocumentControls: [
            ...(global.admin?.components?.elements?.beforeDocumentControls ?? []),
            '/cms/components/review/GlobalDraftPermissions.client#GlobalDraftPermissions',
          ],
        },
        views: { ...global.admin?.components?.views, edit: withVersionsView(global.admin?.components?.views?.edit) },
      },
    },
    fields: [...global.fields, authorField, reviewPanel],
  }
}
