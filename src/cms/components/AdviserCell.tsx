import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

/** The names of the admissions advisers, read once per page of the list (a name, else the e-mail). */
export const adviserNames = cache(async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admisiones' } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { nombre: true, email: true },
  })
  return new Map(docs.map((d) => [d.id, d.nombre?.trim() || d.email]))
})

/**
 * The «Asesor» column of the requests list, drawn on the server with the page: the adviser's name at
 * once. (The back office's own cell asked for each adviser from the browser after the page had
 * loaded, showed «Cargando…» for seconds and, when that request failed, «<Sin Asesor>» on rows that
 * have one.) Only admissions staff see the list; they may read the advisers' names anyway.
 */
export async function AdviserCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = cellData && typeof cellData === 'object' ? (cellData as { id?: unknown }).id : cellData
  if (id === null || id === undefined || id === '') return <span className="ugc-sin-asesor">Sin asignar</span>
  const names = await adviserNames(payload)
  let name = names.get(Number(id))
  if (!name) {
    // No longer in admissions (another role now): still named, as the request's history names them.
    const user = (await payload.findByID({ collection: 'users', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })) as {
      nombre?: string | null
      email?: string
    } | null
    name = user?.nombre?.trim() || user?.email || 'Cuenta borrada'
  }
  return <span>{name}</span>
}
