// Two fixes to the back office's «Programar publicación» drawer, which Payload 3.90 offers no setting
// for (docs/decisions/0038-arreglos-a-la-administracion.md). Applied before every build: by
// `npm start` and the test runner (scripts/start.mjs), `npm run build` and `npm run dev` (the
// project's .npmrc installs without running install scripts, ours included). Each fix names the
// exact text it replaces in Payload's client bundle: when an upgrade changes that text, the build
// stops here and says which fix to look at again, rather than the back office quietly going back
// to the old behaviour.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bundle = 'node_modules/@payloadcms/ui/dist/exports/client/index.js'

export const fixes = [
  {
    why: 'al programar un documento que nunca se publicó, la opción elegida es «Publicar»',
    file: bundle,
    // In the publish button: D is «has newer versions than the published one», r «has a published version».
    from: 'defaultType:D?"publish":"unpublish"',
    to: 'defaultType:D||!r?"publish":"unpublish"',
  },
  {
    why: 'la fecha y hora elegidas se leen como dd/mm/aaaa HH:mm',
    file: bundle,
    // In the drawer: o is the collection's `schedulePublish` settings (src/cms/versions/history.ts).
    from: 'pickerAppearance:"dayAndTime",readOnly:F,timeFormat:o?.timeFormat',
    to: 'pickerAppearance:"dayAndTime",readOnly:F,displayFormat:o?.displayFormat,timeFormat:o?.timeFormat',
  },
]

const count = (text, part) => text.split(part).length - 1

/** Applies every fix that is not applied yet; throws, naming the fix, when Payload's code no longer has the text it replaces. */
export function applyAdminFixes(base = root) {
  const applied = []
  for (const fix of fixes) {
    const file = path.join(base, fix.file)
    const text = fs.readFileSync(file, 'utf8')
    if (count(text, fix.to) === 1) continue
    if (count(text, fix.from) !== 1) {
      throw new Error(`No se pudo aplicar el arreglo «${fix.why}» en ${fix.file}: el código de Payload cambió. Revisa la decisión 0038.`)
    }
    fs.writeFileSync(file, text.replace(fix.from, fix.to))
    applied.push(fix.why)
  }
  return applied
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const why of applyAdminFixes()) console.log(`▸ Arreglo aplicado a la administración: ${why}.`)
}
