import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyAdminFixes, fixes } from './admin-fixes.mjs'

const installed = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8')

describe('the back office’s scheduling fixes (scripts/admin-fixes.mjs)', () => {
  it('apply to the installed Payload bundle, each once (what every build runs first)', () => {
    applyAdminFixes()
    for (const fix of fixes) {
      expect(installed(fix.file).split(fix.to).length - 1, fix.why).toBe(1)
      expect(installed(fix.file).includes(fix.from), fix.why).toBe(false)
    }
  })

  it('apply to the text they name, leave an applied fix alone, and stop the install when Payload’s code changed', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-arreglos-'))
    const file = path.join(base, fixes[0]!.file)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `x;${fixes.map((f) => f.from).join(';')};y`)
    expect(applyAdminFixes(base)).toHaveLength(fixes.length)
    expect(fs.readFileSync(file, 'utf8')).toBe(`x;${fixes.map((f) => f.to).join(';')};y`)
    expect(applyAdminFixes(base)).toEqual([])
    fs.writeFileSync(file, 'x;defaultType:E?"publish":"unpublish";y')
    expect(() => applyAdminFixes(base)).toThrow(/el código de Payload cambió/)
    fs.rmSync(base, { recursive: true, force: true })
  })
})
