import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { queryViewPages } from '@/cache/cachedViews'
import { edgeVcl, purgePath } from './edge.mjs'

const vcl = edgeVcl({ backends: ['127.0.0.1:3000', '10.0.0.7:3001'], purgers: ['127.0.0.1', '10.0.0.0/8'], token: '' })

describe('the edge VCL (edge/sitio.vcl through scripts/edge.mjs)', () => {
  it('compiles with Varnish, with every instance in the rotation', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-vcl-'))
    // Varnish reads it as its own user when started by root, as scripts/edge.mjs leaves it.
    fs.chmodSync(dir, 0o755)
    fs.writeFileSync(path.join(dir, 'sitio.vcl'), vcl, { mode: 0o644 })
    const compiled = spawnSync('/usr/sbin/varnishd', ['-C', '-f', path.join(dir, 'sitio.vcl'), '-n', dir], { encoding: 'utf8' })
    fs.rmSync(dir, { recursive: true, force: true })
    expect(compiled.status, compiled.stderr).toBe(0)
    expect(vcl).toContain('instances.add_backend(instancia2);')
    expect(vcl).toMatch(/\.host = "10\.0\.0\.7";\s*\.port = "3001";/)
    expect(vcl).toContain('"10.0.0.0/8";')
  })

  it('looks up a page with a query only on the pages whose views by query are cached', () => {
    const listed = /\^\/\(([^)]+)\)\\\?/.exec(vcl)?.[1]?.split('|')
    expect(listed?.map((page) => `/${page}`).sort()).toEqual([...queryViewPages].sort())
  })

  it('takes purges at a path with the token, when there is one, and refuses a weak token', () => {
    expect(purgePath('')).toBe('/_borde/purgar')
    expect(purgePath('a1b2c3d4e5f6g7h8i9')).toBe('/_borde/purgar/a1b2c3d4e5f6g7h8i9')
    expect(() => purgePath('corto')).toThrow(/EDGE_PURGE_TOKEN/)
    expect(() => edgeVcl({ backends: ['sin-puerto'], purgers: [], token: '' })).toThrow(/--backend/)
  })
})
