import type { CollectionBeforeOperationHook, GlobalBeforeOperationHook, PayloadRequest } from 'payload'
import { hasRole, isPublisher } from '@/cms/access/roles'
import { publicError } from '@/cms/publicError'

/*
 * Review: an editor writes drafts and sends them to a publisher (src/cms/collections/Reviews). The
 * access rules (src/cms/access/roles.ts, draftsOrPublisher) already refuse an editor's «Publicar»
 * and hide it in the back office; these hooks refuse the editor's other ways of changing what the
 * site shows: saving over a published document without making a draft, taking it off the site, and
 * deleting it. The same on every path: back office, REST, GraphQL and the Local API with a user.
 */

export const onlyPublishersGoLive =
  'Como editor guardas borradores y los envías a revisión: publicar, quitar de publicación o borrar lo que ya está en el sitio le toca a un publicador.'

/** An editor (content staff who does not publish) acting in this request. */
const editorOnly = (req: PayloadRequest) => hasRole('editor')(req) && !isPublisher(req)

const refuse = (): never => {
  throw publicError(onlyPublishersGoLive, 403)
}

type Args = { id?: number | string; data?: { _status?: string }; draft?: boolean; where?: unknown; overrideAccess?: boolean }

async function isLive(req: PayloadRequest, collection: string, id: number | string): Promise<boolean> {
  const found = await req.payload.find({
    collection: collection as 'comunicaciones',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: {},
  })
  return found.docs.length > 0
}

async function anyLive(req: PayloadRequest, collection: string, where: unknown): Promise<boolean> {
  const found = await req.payload.find({
    collection: collection as 'comunicaciones',
    where: { and: [where as never, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: {},
  })
  return found.docs.length > 0
}

// Server code that skips access (overrideAccess) is trusted, as with every other rule.
export const editorsWriteDrafts: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const { id, data, draft, where, overrideAccess } = args as Args
  if (overrideAccess || !editorOnly(req)) return args
  if (operation === 'create') {
    if (data?._status === 'published') refuse()
    return args
  }
  if (operation === 'update') {
    if (data?._status === 'published') refuse()
    // Saving a draft never touches what is published.
    if (draft) return args
    if (id !== undefined ? await isLive(req, collection.slug, id) : await anyLive(req, collection.slug, where ?? {})) refuse()
    return args
  }
  if (operation === 'delete') {
    if (id !== undefined ? await isLive(req, collection.slug, id) : await anyLive(req, collection.slug, where ?? {})) refuse()
  }
  return args
}

export const editorsWriteGlobalDrafts: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  const { data, draft, overrideAccess } = args as Args
  if (operation !== 'update' || overrideAccess || !editorOnly(req)) return args
  if (data?._status === 'published' || !draft) refuse()
  return args
}
