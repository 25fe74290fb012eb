import { expect } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import type { Role } from '@/cms/access/roles'
import { lexicalFromParagraphs } from '@/lib/lexical'
import { makePdf } from '@/seed/files'

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

/** A real PNG uploaded through Payload, so image sizes are generated as in production. */
export async function uploadImage(payload: Payload, alt = 'Imagen de prueba'): Promise<number> {
  const data = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#C41230' } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name: `prueba-${unique()}.png`, size: data.length },
  })
  return doc.id
}

export async function uploadPdf(payload: Payload, alt = 'Documento de prueba'): Promise<number> {
  const data = makePdf('Documento de prueba', ['Contenido con acentos: años, niños, información.'])
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'application/pdf', name: `prueba-${unique()}.pdf`, size: data.length },
  })
  return doc.id
}

export async function createStaff(payload: Payload, role: Role) {
  // The first account of a site always becomes admin; make sure that is not the one under test.
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { email: `primer-admin-${unique()}@ugc.test`, password: 'contraseña-segura-123', role: 'admin' },
    })
  }
  return payload.create({
    collection: 'users',
    data: { email: `${role}-${unique()}@ugc.test`, password: 'contraseña-segura-123', role, nombre: `Prueba ${role}` },
    overrideAccess: true,
  })
}

export const richText = (text: string) => lexicalFromParagraphs([text])

export { unique }

/** The field errors Payload answers a refused save with, as the admin shows them beside each field. */
export async function fieldErrors(save: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error = (await save.then(
    () => null,
    (e: unknown) => e,
  )) as { data?: { errors?: { path: string; message: string }[] } } | null
  expect(error, 'se esperaba que el guardado fuera rechazado').not.toBeNull()
  return error!.data?.errors ?? []
}
