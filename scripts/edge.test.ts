import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { queryViewPages } from '@/cache/cachedViews'
import { freePort } from '../tests/api/next-server'
import { startEdge, stopEdges } from '../tests/support/edge.mjs'
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

describe('the edge and a change made while it asks an instance', () => {
  afterAll(() => stopEdges())

  it('does not keep an answer it asked for before a purge of its tags: the instance may have drawn it before the change', async () => {
    // An instance that takes 800 ms to draw /lenta, tagged as a site page is (src/cache/edge-tags.mjs),
    // and answers the edge's health check at once.
    const drawn: number[] = []
    const instance = http.createServer((request, response) => {
      if (request.url === '/api/openapi.json') {
        response.writeHead(request.method === 'GET' ? 200 : 405, { 'Content-Type': 'application/json' }).end('{}')
        return
      }
      drawn.push(Date.now())
      const version = drawn.length
      setTimeout(() => {
        response
          .writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=600', xkey: 'sitio lenta' })
          .end(`versión ${version}`)
      }, 800)
    })
    const instancePort = await freePort()
    await new Promise<void>((resolve) => instance.listen(instancePort, '127.0.0.1', resolve))
    try {
      const edge = await startEdge(await freePort(), [`127.0.0.1:${instancePort}`])
      const read = async () => {
        const answer = await fetch(`${edge.base}/lenta`)
        return { cache: answer.headers.get('x-cache'), body: await answer.text() }
      }
      const purge = () => fetch(edge.purgeUrl, { method: 'PURGE', headers: { 'xkey-purge': 'lenta' } }).then((r) => r.status)

      // Without a purge while it is drawn, the answer is kept.
      expect(await read()).toEqual({ cache: 'MISS', body: 'versión 1' })
      expect(await read()).toEqual({ cache: 'HIT', body: 'versión 1' })

      // A purge 300 ms into the drawing: the visitor who asked gets that answer, nobody after them does.
      expect(await purge()).toBe(200)
      const asked = read()
      await new Promise((r) => setTimeout(r, 300))
      expect(await purge()).toBe(200)
      expect(await asked).toEqual({ cache: 'MISS', body: 'versión 2' })
      expect(await read()).toEqual({ cache: 'MISS', body: 'versión 3' })
      expect(await read()).toEqual({ cache: 'HIT', body: 'versión 3' })
    } finally {
      instance.close()
    }
  }, 60_000)
})
