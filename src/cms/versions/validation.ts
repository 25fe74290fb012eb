import type {
  Block,
  CollectionBeforeOperationHook,
  CollectionConfig,
  Field,
  GlobalBeforeChangeHook,
  GlobalBeforeOperationHook,
  GlobalConfig,
  PayloadRequest,
  Tab,
  Validate,
} from 'payload'
import { validations } from 'payload/shared'

/**
 * Formats are checked on every save, drafts included (issues 43.6 and 44.2): Payload skips every
 * field's `validate` on a draft save unless `versions.drafts.validate` is on, so a settings draft
 * could hold a WhatsApp number that is not one and a carousel draft a `javascript:` link, ready to
 * go live on «Publicar». With it on, Payload would also ask for every required field on a draft;
 * only that waits for publication: on a draft save (Payload's own test: `draft` asked for and the
 * data not published), each field is validated as if it were optional, its format check intact.
 * Any other save is checked in full, as before.
 *
 * One mechanism for every collection and global with drafts (src/cms/payload.config.ts); a custom
 * `validate` that asks for a value itself reads `required` from its arguments (src/cms/fields/contact.ts).
 */

// Loose on purpose: one wrapper serves every field type's own check.
type AnyValidate = (value: unknown, options: Record<string, unknown>) => ReturnType<Validate>

// The save's kind is only known to the operation, not to a field's `validate` (whose `data` is the
// stored document merged with the new values): each save writes it on its request first. A save a
// hook makes after validation may rewrite it; by then this save's fields have been validated.
const draftSaveKey = 'ugcGuardaBorrador'
// The status the save itself asked for (`data._status`), before Payload fills it in.
const askedStatusKey = 'ugcEstadoPedido'

type SaveArgs = { draft?: boolean; data?: { _status?: unknown } }

function noteSaveKind(operation: string, args: SaveArgs, req: PayloadRequest) {
  if (operation === 'create' || operation === 'update' || operation === 'restoreVersion') {
    req.context[draftSaveKey] = Boolean(args.draft) && args.data?._status !== 'published'
    req.context[askedStatusKey] = args.data?._status
  }
}

const noteCollectionSave: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  noteSaveKind(operation, args as SaveArgs, req)
  return args
}
const noteGlobalSave: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  noteSaveKind(operation, args as SaveArgs, req)
  return args
}

/** Whether the save being validated is a draft's: its required fields may still be empty. */
function isDraftSave(req: PayloadRequest | undefined): boolean {
  return req?.context?.[draftSaveKey] === true
}

function relaxed(field: Field): Field {
  let next = field as Field & Record<string, unknown>
  if ('fields' in field && Array.isArray(field.fields)) next = { ...next, fields: field.fields.map(relaxed) }
  if (field.type === 'tabs') next = { ...next, tabs: field.tabs.map((tab: Tab) => ({ ...tab, fields: tab.fields.map(relaxed) })) }
  if (field.type === 'blocks' && Array.isArray(field.blocks)) {
    next = { ...next, blocks: field.blocks.map((block: Block) => ({ ...block, fields: block.fields.map(relaxed) })) }
  }
  if (!('name' in field) || ('virtual' in field && field.virtual)) return next as Field
  const own = ('validate' in field ? field.validate : undefined) as AnyValidate | undefined
  const builtIn = (validations as unknown as Record<string, AnyValidate | undefined>)[field.type]
  // Payload gives a field without `validate` its type's check with the field's settings; the same here.
  const check: AnyValidate | undefined = own ?? (builtIn ? (value, options) => builtIn(value, { ...field, ...options }) : undefined)
  if (!check) return next as Field
  const validate: AnyValidate = (value, options) =>
    check(value, isDraftSave(options.req as PayloadRequest | undefined) ? { ...options, required: false } : options)
  return { ...next, validate } as Field
}

function hasDrafts(config: { versions?: unknown }): boolean {
  const versions = config.versions as { drafts?: unknown } | boolean | undefined
  return typeof versions === 'object' && versions !== null && Boolean(versions.drafts)
}

function withDraftValidation<T extends CollectionConfig | GlobalConfig>(
  config: T,
  noteSave: CollectionBeforeOperationHook | GlobalBeforeOperationHook,
): T {
  if (!hasDrafts(config)) return config
  const versions = config.versions as { drafts: true | Record<string, unknown> }
  const drafts = versions.drafts === true ? {} : versions.drafts
  const hooks = config.hooks as { beforeOperation?: unknown[] } | undefined
  return {
    ...config,
    versions: { ...versions, drafts: { ...drafts, validate: true } },
    hooks: { ...config.hooks, beforeOperation: [noteSave, ...(hooks?.beforeOperation ?? [])] },
    fields: config.fields.map(relaxed),
  }
}

/**
 * A global's save that is not a draft's writes its live row, which visitors read: it is a
 * publication. Payload builds that row on the latest version, so a save that names no status (a
 * server script, the seeding) after someone's pending draft would take the draft's status and hide
 * the global from the site until a publisher published again. Such a save publishes.
 */
const liveSaveIsPublished: GlobalBeforeChangeHook = ({ data, req }) =>
  isDraftSave(req) || req.context[askedStatusKey] !== undefined ? data : { ...data, _status: 'published' }

/** A collection with drafts, its formats checked on every save. */
export const collectionCheckedOnEverySave = (collection: CollectionConfig): CollectionConfig =>
  withDraftValidation(collection, noteCollectionSave)

/** A global with drafts, its formats checked on every save. */
export function globalCheckedOnEverySave(global: GlobalConfig): GlobalConfig {
  const checked = withDraftValidation(global, noteGlobalSave)
  if (checked === global) return global
  return { ...checked, hooks: { ...checked.hooks, beforeChange: [...(checked.hooks?.beforeChange ?? []), liveSaveIsPublished] } }
}
