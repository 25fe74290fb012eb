import type { CollectionConfig, FieldHook, PayloadRequest, Validate } from 'payload'
import { contentStaff } from '@/cms/access/roles'
import { cacheTags, forgetRemembered } from '@/cache'
import { detailSections, parseSource, parseTarget, redirectProblem, targetPath } from '@/lib/redirects'
import { staffCollection } from '@/cms/collections/staffCollection'

type Rule = { id: number | string; desde: string; hasta: string }

/** The other active redirects, as the chain and loop checks need them. */
async function otherRules(req: PayloadRequest, id: number | string | undefined): Promise<Rule[]> {
  const { docs } = await req.payload.find({
    collection: 'redirecciones',
    where: id === undefined ? { activa: { equals: true } } : { and: [{ activa: { equals: true } }, { id: { not_equals: id } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { desde: true, hasta: true },
  })
  return docs.map((d) => ({ id: d.id, desde: d.desde, hasta: d.hasta }))
}

const normalise =
  (parse: typeof parseSource): FieldHook =>
  ({ value }) => {
    const parsed = parse(value)
    return parsed.ok ? parsed.value : value
  }

/** A published programme or standard answers at its address: a redirect from there would hide it. */
async function liveDetail(req: PayloadRequest, path: string): Promise<boolean> {
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path)
  const section = match && Object.hasOwn(detailSections, match[1]!) ? detailSections[match[1] as keyof typeof detailSections] : undefined
  if (!match || !section) return false
  const slug = { slug: { equals: match[2] }, _status: { equals: 'published' } }
  const { totalDocs } =
    section === 'CONOCER'
      ? await req.payload.count({ collection: 'conocer', where: slug, overrideAccess: true, req })
      : await req.payload.count({
          collection: 'programas',
          where: { and: [slug, { tipo: { equals: section } }] },
          overrideAccess: true,
          req,
        })
  return totalDocs > 0
}

const validateSource: Validate<string> = async (value, { req, id, siblingData }) => {
  const parsed = parseSource(value)
  if (!parsed.ok) return parsed.message
  if (await liveDetail(req, parsed.value))
    return `${parsed.value} es una página del sitio que funciona; una redirección la ocultaría a los visitantes.`
  if ((siblingData as { activa?: boolean }).activa === false) return true
  const problem = redirectProblem({ desde: parsed.value, hasta: '' }, await otherRules(req, id))
  return problem?.field === 'desde' ? problem.message : true
}

const validateTarget: Validate<string> = async (value, { req, id, siblingData }) => {
  const parsed = parseTarget(value)
  if (!parsed.ok) return parsed.message
  const data = siblingData as { desde?: string; activa?: boolean }
  const source = parseSource(data.desde)
  if (!source.ok || data.activa === false) return true
  const problem = redirectProblem({ desde: source.value, hasta: parsed.value }, await otherRules(req, id))
  return problem?.field === 'hasta' ? problem.message : true
}

/**
 * The redirects the proxy answers before routing (src/proxy.ts, read every few seconds from
 * src/data/redirects.ts). Kept by the content staff; the chain and loop checks make every redirect
 * one hop, and saving one removes its address from the log of missing pages.
 */
export const Redirects: CollectionConfig = staffCollection({
  slug: 'redirecciones',
  typeName: 'Redirect',
  labels: { singular: 'Redirección', plural: 'Redirecciones' },
  group: 'Sitio',
  columns: ['desde', 'hasta', 'tipo', 'activa'],
  hiddenFrom: ['admisiones'],
  admin: {
    useAsTitle: 'desde',
    listSearchableFields: ['desde', 'hasta'],
    description: 'Lleva a los visitantes de una dirección que ya no existe a la que la reemplaza. Se aplica en unos segundos.',
  },
  defaultSort: 'desde',
  access: { read: contentStaff, create: contentStaff, update: contentStaff, delete: contentStaff },
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, req, operation }) => {
        forgetRemembered([cacheTags.redirects])
        if (!doc.activa) return doc
        // Redirects that led to this address now lead straight to its target: still one hop.
        const chained = await req.payload.find({
          collection: 'redirecciones',
          where: { and: [{ id: { not_equals: doc.id } }, { activa: { equals: true } }] },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          req,
        })
        for (const other of chained.docs) {
          if (targetPath(other.hasta) === doc.desde && other.desde !== targetPath(doc.hasta)) {
            await req.payload.update({ collection: 'redirecciones', id: other.id, data: { hasta: doc.hasta }, overrideAccess: true, req })
          }
        }
        if (operation === 'create' || previousDoc?.desde !== doc.desde) {
          await req.payload.delete({
            collection: 'direcciones-no-encontradas',
            where: { path: { equals: doc.desde } },
            overrideAccess: true,
            req,
          })
        }
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        forgetRemembered([cacheTags.redirects])
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'desde',
      type: 'text',
      label: 'Dirección anterior',
      required: true,
      unique: true,
      index: true,
      validate: validateSource,
      hooks: { beforeValidate: [normalise(parseSource)] },
      // «Crear redirección» in the missing-pages list opens `…/redirecciones/create?desde=/ruta`.
      defaultValue: ({ req }: { req: PayloadRequest }) => {
        const parsed = parseSource(req.searchParams?.get('desde'))
        return parsed.ok ? parsed.value : undefined
      },
      admin: {
        description: 'La ruta que ya no existe, como /carreras/derecho. Se ignoran el dominio, la barra final y lo que va después de «?».',
      },
    },
    {
      name: 'hasta',
      type: 'text',
      label: 'Llevar a',
      required: true,
      validate: validateTarget,
      hooks: { beforeValidate: [normalise(parseTarget)] },
      admin: { description: 'Una ruta del sitio (/licenciaturas/derecho) o una dirección https:// de otro sitio.' },
    },
    {
      name: 'tipo',
      type: 'select',
      label: 'Tipo',
      required: true,
      defaultValue: '301',
      options: [
        { label: 'Permanente (301): la dirección cambió para siempre', value: '301' },
        { label: 'Temporal (302): volverá a usarse', value: '302' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'activa',
      type: 'checkbox',
      label: 'Activa',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Desmárcala para dejar de aplicarla sin borrarla.' },
    },
  ],
})
