import type { Field, Payload } from 'payload'

/** A place a file is used: what the staff read, and the back-office address that opens it. */
export type Usage = { label: string; href: string }

type Data = Record<string, unknown> | null | undefined

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** True when a rich text (the editor's JSON) holds an upload node of this file. */
function richTextUses(value: unknown, id: number): boolean {
  if (!value || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((v) => richTextUses(v, id))
  const node = value as Record<string, unknown>
  if (node.type === 'upload' && node.relationTo === 'media' && idOf(node.value) === id) return true
  return Object.values(node).some((v) => richTextUses(v, id))
}

/** True when the data of these fields (a document, an array row, a tab) uses the file. */
function fieldsUse(fields: readonly Field[], data: Data, id: number): boolean {
  if (!data) return false
  return fields.some((field) => {
    if (field.type === 'tabs')
      return field.tabs.some((tab) => fieldsUse(tab.fields, 'name' in tab && tab.name ? (data[tab.name] as Data) : data, id))
    if (field.type === 'row' || field.type === 'collapsible') return fieldsUse(field.fields, data, id)
    if (!('name' in field)) return false
    const value = data[field.name]
    switch (field.type) {
      case 'upload':
        return field.relationTo === 'media' && (Array.isArray(value) ? value.map(idOf) : [idOf(value)]).includes(id)
      case 'richText':
        return richTextUses(value, id)
      case 'group':
        return fieldsUse(field.fields, value as Data, id)
      case 'array':
        return Array.isArray(value) && value.some((row) => fieldsUse(field.fields, row as Data, id))
      case 'blocks':
        return (
          Array.isArray(value) &&
          value.some((row) =>
            fieldsUse(field.blocks.find((b) => b.slug === (row as { blockType?: string }).blockType)?.fields ?? [], row as Data, id),
          )
        )
      default:
        return false
    }
  })
}

/** True when these fields could hold a file at all, so collections without any are not read. */
function canHoldFiles(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    if (field.type === 'upload' || field.type === 'richText') return true
    if (field.type === 'tabs') return field.tabs.some((tab) => canHoldFiles(tab.fields))
    if (field.type === 'blocks') return field.blocks.some((b) => canHoldFiles(b.fields))
    return 'fields' in field && canHoldFiles(field.fields)
  })
}

const labelText = (label: unknown, fallback: string) => (typeof label === 'string' ? label : fallback)

/**
 * Every document and setting that uses a file: published content and the latest drafts, each
 * once, by its title. The site holds a few hundred documents, so each collection that can hold a
 * file is read whole (only ids and fields) rather than queried field by field.
 */
export async function mediaUsage(payload: Payload, id: number): Promise<Usage[]> {
  const admin = payload.config.routes.admin
  const found: Usage[] = []
  for (const collection of payload.config.collections) {
    if (collection.slug === 'media' || !canHoldFiles(collection.fields)) continue
    const titleField = collection.admin.useAsTitle ?? 'id'
    const singular = labelText(collection.labels.singular, collection.slug)
    const seen = new Set<unknown>()
    for (const draft of collection.versions?.drafts ? [false, true] : [false]) {
      const { docs } = await payload.find({ collection: collection.slug, draft, depth: 0, pagination: false, overrideAccess: true })
      for (const doc of docs as unknown as Record<string, unknown>[]) {
        if (seen.has(doc.id) || !fieldsUse(collection.fields, doc, id)) continue
        seen.add(doc.id)
        found.push({
          label: `${singular}: ${String(doc[titleField] ?? doc.id)}`,
          href: `${admin}/collections/${collection.slug}/${doc.id}`,
        })
      }
    }
  }
  for (const global of payload.config.globals) {
    if (!canHoldFiles(global.fields)) continue
    const data = await payload.findGlobal({ slug: global.slug, depth: 0, overrideAccess: true })
    if (fieldsUse(global.fields, data as unknown as Data, id))
      found.push({ label: labelText(global.label, global.slug), href: `${admin}/globals/${global.slug}` })
  }
  return found
}
