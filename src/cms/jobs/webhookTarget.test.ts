import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookAddressNotPublic } from '@/lib/webhook'
import { postToTarget, resolveWebhookTarget } from './webhookTarget'

const seen: { url: string; host: string; body: string }[] = []
let server: http.Server
let port = 0

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c))
    req.on('end', () => {
      seen.push({ url: req.url ?? '', host: req.headers.host ?? '', body })
      if (req.url === '/mueve') res.writeHead(302, { Location: `http://127.0.0.1:${port}/destino` }).end()
      else res.writeHead(204).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('where a webhook address leads', () => {
  it.each([
    `http://127.0.0.1:${4000}/x`,
    'https://127.0.0.1/x',
    'https://localhost/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.5/entrada',
    'https://[::1]/x',
    'https://[::ffff:10.0.0.1]/x',
    'https://[fd00::1]/x',
  ])('without the operator allowing private targets, %s is refused with the Spanish message', async (url) => {
    expect(await resolveWebhookTarget(url, false)).toEqual({ problem: webhookAddressNotPublic })
  })

  it('a public address is accepted as it is; a badly written one keeps its own message', async () => {
    expect(await resolveWebhookTarget('https://93.184.216.34/entrada', false)).toMatchObject({ address: '93.184.216.34', family: 4 })
    expect(await resolveWebhookTarget('http://93.184.216.34/entrada', false)).toMatchObject({
      problem: expect.stringMatching(/https:\/\//),
    })
  })

  it('with the opt-in, a receiver on this machine is accepted, by its number or its name', async () => {
    expect(await resolveWebhookTarget(`http://127.0.0.1:${port}/x`, true)).toMatchObject({ address: '127.0.0.1' })
    const named = await resolveWebhookTarget(`http://localhost:${port}/x`, true)
    expect(named).toMatchObject({ url: expect.any(URL) })
    expect(['127.0.0.1', '::1']).toContain((named as { address: string }).address)
  })
})

describe('posting to a checked target', () => {
  it('connects to the checked address, not to wherever the name would lead now', async () => {
    // A name nobody can resolve: the request still arrives, so no second lookup was made.
    const target = { url: new URL(`http://receptor.invalid:${port}/entrada`), address: '127.0.0.1', family: 4 as const }
    expect(await postToTarget(target, { 'Content-Type': 'application/json' }, '{"a":1}', 5000)).toBe(204)
    expect(seen.at(-1)).toEqual({ url: '/entrada', host: `receptor.invalid:${port}`, body: '{"a":1}' })
  })

  it('does not follow a redirect: the 302 is the answer', async () => {
    const before = seen.length
    const target = { url: new URL(`http://127.0.0.1:${port}/mueve`), address: '127.0.0.1', family: 4 as const }
    expect(await postToTarget(target, {}, '{}', 5000)).toBe(302)
    expect(seen.slice(before).map((s) => s.url)).toEqual(['/mueve'])
  })
})
