import type { CollectionSlug, Field, FieldHook, PayloadRequest } from 'payload'
import { slugify } from '@/lib/slugify'

type SlugOptions = {
  /** Field the slug is generated from. */
  from?: string
  /** Other collections whose slugs must not clash with this one (visits are counted by slug). */
  uniqueAcross?: CollectionSlug[]
}

async function isTaken(
  req: PayloadRequest,
  collections: CollectionSlug[],
  slug: string,
  self: { collection: CollectionSlug; id?: number | string },
): Promise<boolean> {
  for (const collection of collections) {
    const found = await req.payload.find({
      collection,
      where:
        collection === self.collection && self.id !== undefined
          ? { and: [{ slug: { equals: slug } }, { id: { not_equals: self.id } }] }
          : { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
      select: { slug: true },
    } as Parameters<typeof req.payload.find>[0])
    if (found.docs.length > 0) return true
  }
  return false
}

/** A slug field that follows the spec's rule and stays unique, suffixing -2, -3… when needed. */
export function slugField({ from = 'titulo', uniqueAcross = [] }: SlugOptions = {}): Field {
  const generate: FieldHook = async ({ value, data, originalDoc, req, collection }) => {
    // A partial update that does not touch the slug keeps it.
    if (value === undefined && typeof originalDoc?.slug === 'string' && originalDoc.slug !== '') return originalDoc.slug
    const source =
      typeof value === 'string' && value.trim() !== ''
        ? value
        : String((data as Record<string, unknown> | undefined)?.[from] ?? originalDoc?.[from] ?? '')
    const base = slugify(source)
    if (base === '' || !collection) return value
    const self = { collection: collection.slug as CollectionSlug, id: originalDoc?.id as number | string | undefined }
    const collections = [self.collection, ...uniqueAcross.filter((c) => c !== self.collection)]
    let candidate = base
    for (let n = 2; await isTaken(req, collections, candidate, self); n++) candidate = `${base}-${n}`
    return candidate
  }

  return {
    name: 'slug',
    type: 'text',
    label: 'Dirección en el sitio',
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Se genera a partir del título (minúsculas, sin acentos ni signos, espacios a guiones). Déjalo vacío para regenerarlo.',
    },
    hooks: { beforeValidate: [generate] },
  }
}
