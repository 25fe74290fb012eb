/* `runLocalScript('site-settings.ts', [])`: the site settings as anonymous visitors' pages read them
   (the back office's API is for staff only). */
import type { Payload } from 'payload'

export async function run(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, overrideAccess: false })
  return JSON.stringify(settings)
}
