import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { localDayEnd } from '@/lib/dailyTime'
import { minutesToFirstResponse, rewrites } from '@/lib/pipeline'
import { publicError } from '@/cms/publicError'
import { assignInTurn } from './assignment'
import { findOriginal } from './duplicates'
import { guardOwnData } from './ownData'
import { motivoOtroRequerido, motivoRequerido, openEstados, proximoCerrada, proximoPasado, type Estado } from './estado'
import { serverWrittenFields } from './pipelineFields'

type Entry = { id?: string | null; tipo: string; texto: string; por?: unknown; el?: string | null }
type Change = { id?: string | null; de?: string | null; a: string; por?: unknown; el: string }
type Stored = {
  id?: number
  createdAt?: string
  email?: string
  telefono?: string
  programa?: string
  estado?: Estado | null
  asesor?: unknown
  motivo_descarte?: string | null
  motivo_descarte_otro?: string | null
  seguimiento?: Entry[] | null
  historial?: Change[] | null
  primera_respuesta_el?: string | null
  proximo_contacto?: string | null
}

// A public 400 with the Spanish sentence, placed beside its field by the admin (as passwordRules.ts).
const refuse = (path: string, message: string): never => {
  throw publicError(message, 400, { errors: [{ message, path }] })
}

const idOf = (v: unknown): number | null => {
  const id = v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}

const staffId = (req: PayloadRequest): number | null => (req.user?.collection === 'users' ? idOf(req.user.id) : null)

/** Server code that rebuilds the pipeline's own data (the demo seed, migrations) says so in the context. */
const trusted = (context: Record<string, unknown>) => context.seeding === true || context.pipelineData === true

/**
 * The pipeline on every path (admin, REST, GraphQL, Local API): the state's history, the follow-up
 * log that is only appended to, the first answer's time, the reason to set a request aside, the
 * adviser's role, and, for a new request, the duplicate check and the turn.
 */
export const runPipeline: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req, context }) => {
  if (trusted(context)) return data
  const before: Stored = operation === 'update' ? ((originalDoc ?? {}) as Stored) : { estado: 'nueva', seguimiento: [], historial: [] }
  if (operation === 'update') guardOwnData(data, before as Record<string, unknown>, context)
  for (const field of serverWrittenFields) {
    if (field in data && rewrites(data[field], (before as Record<string, unknown>)[field])) {
      refuse(field, 'Este dato lo anota el sistema: no se puede escribir.')
    }
  }
  const now = new Date().toISOString()
  const by = staffId(req)
  const after = { ...before, ...data } as Stored

  // The follow-up log: what was there stays as it was; what is new is signed and dated here.
  const kept = before.seguimiento ?? []
  let loggedContact = false
  if (Array.isArray(data.seguimiento)) {
    const sent = data.seguimiento as Entry[]
    const sentById = new Map(sent.filter((e) => e.id).map((e) => [String(e.id), e]))
    for (const old of kept) {
      const again = sentById.get(String(old.id))
      if (!again) refuse('seguimiento', 'Lo anotado en el seguimiento no se puede borrar.')
      if (again!.tipo !== old.tipo || again!.texto !== old.texto)
        refuse('seguimiento', 'Lo anotado en el seguimiento no se puede cambiar: agrega una entrada nueva.')
    }
    const keptIds = new Set(kept.map((e) => String(e.id)))
    const added = sent.filter((e) => !e.id || !keptIds.has(String(e.id))).map((e) => ({ ...e, por: by, el: now }))
    loggedContact = added.some((e) => e.tipo !== 'nota')
    data.seguimiento = [...kept, ...added]
  }

  // A call, e-mail, message or meeting with someone still «nueva» means they were contacted.
  let estado = (after.estado ?? 'nueva') as Estado
  if (loggedContact && estado === 'nueva') estado = 'contactada'
  data.estado = estado
  const from = (before.estado ?? 'nueva') as Estado
  if (estado !== from) {
    data.historial = [...(before.historial ?? []), { de: from, a: estado, por: by, el: now }]
  } else if (operation === 'create') {
    data.historial = []
  }

  if (!before.primera_respuesta_el && (estado !== 'nueva' || loggedContact) && (estado !== from || loggedContact)) {
    data.primera_respuesta_el = now
    data.minutos_a_primera_respuesta = minutesToFirstResponse(before.createdAt ?? now, now)
  }

  nextContact(data, before, { estado, from, loggedContact, now })

  if (estado === 'descartada') {
    if (!after.motivo_descarte) refuse('motivo_descarte', motivoRequerido)
    if (after.motivo_descarte === 'otro' && !after.motivo_descarte_otro?.trim()) refuse('motivo_descarte_otro', motivoOtroRequerido)
  } else if (from === 'descartada' || operation === 'create') {
    data.motivo_descarte = null
    data.motivo_descarte_otro = null
  }

  const asesor = idOf(data.asesor)
  if ('asesor' in data && asesor !== null && asesor !== idOf(before.asesor)) {
    const user = await req.payload.findByID({ collection: 'users', id: asesor, depth: 0, overrideAccess: true, req, disableErrors: true })
    if ((user as { role?: string } | null)?.role !== 'admisiones') refuse('asesor', 'Elige a una persona de admisiones.')
  }

  if (operation === 'create') {
    const original = await findOriginal(req, { email: after.email, telefono: after.telefono })
    data.es_duplicada = original !== null
    data.duplicada_de = original?.id ?? null
    // The same person stays with the same adviser; anyone else takes a turn once stored (below).
    if (asesor === null) data.asesor = original ? idOf(original.asesor) : null
  }
  return data
}

const instant = (v: unknown): number | null => (typeof v === 'string' && v ? Date.parse(v) : v instanceof Date ? v.getTime() : null)

/**
 * The next contact: a time still to come, and only while the request is followed up (closing it
 * clears it). A contact logged on or after its day closes it, unless the same save sets the next one.
 */
function nextContact(
  data: Record<string, unknown>,
  before: Stored,
  { estado, from, loggedContact, now }: { estado: Estado; from: Estado; loggedContact: boolean; now: string },
) {
  const sent = instant(data.proximo_contacto)
  const changed = 'proximo_contacto' in data && sent !== instant(before.proximo_contacto)
  if (!openEstados.includes(estado)) {
    if (changed && sent !== null && estado === from) refuse('proximo_contacto', proximoCerrada)
    if (before.proximo_contacto || 'proximo_contacto' in data) data.proximo_contacto = null
    return
  }
  if (changed) {
    // A minute's grace: the time picked in the form a moment ago is not refused as past.
    if (sent !== null && sent < Date.parse(now) - 60_000) refuse('proximo_contacto', proximoPasado)
    return
  }
  const due = instant(before.proximo_contacto)
  if (loggedContact && due !== null && due < localDayEnd(new Date(now)).getTime()) data.proximo_contacto = null
}

/**
 * The turn is taken last, just before the request's transaction commits: in PostgreSQL the pool's
 * counter row stays locked until then, so the shorter that stretch, the faster a burst goes.
 */
export const assignAfterCreate: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'create' || doc.asesor || trusted(context)) return doc
  const asesor = await assignInTurn(req, { programa: doc.programa, campus: doc.campus })
  if (asesor === null) return doc
  await req.payload.db.updateOne({ collection: 'solicitudes-contacto', id: doc.id, data: { asesor }, req, returning: false })
  return { ...doc, asesor }
}

/**
 * A request given to another adviser (by a person, on any path): the new adviser is told by e-mail,
 * unless they took it themselves,
 * with the same notice as a new request. The e-mail leaves through the queue, after this change is stored.
 */
export const tellNewAdviser: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || trusted(context) || doc.anonimizada) return doc
  const asesor = idOf(doc.asesor)
  // Nobody needs telling what they did themselves (an adviser who takes a request).
  if (asesor === null || asesor === idOf(previousDoc?.asesor) || asesor === staffId(req)) return doc
  await req.payload.jobs.queue({ task: 'notificarSolicitud', input: { solicitud: doc.id, asesor, el: doc.updatedAt }, req })
  return doc
}
