import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { solveCaptchaAt } from '../support/captcha'

/* The real parts the fault suite breaks on purpose: a mail sink, a relay in front of
   PostgreSQL, and production servers it kills with SIGKILL. */

export type Mail = { messageId: string; text: string; at: number }

/** An SMTP sink that can be stopped and started, and can hold each message a while before accepting it. */
export class MailSink {
  mails: Mail[] = []
  holdMs = 0
  /** Messages received and not yet answered, and when the last one arrived / was accepted. */
  holding = 0
  lastHoldStart = 0
  lastAccept = 0
  /** When each message held now arrived. */
  private holds = new Set<{ since: number }>()
  private gone = new Set<string>()
  private server: SMTPServer | undefined
  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onClose: (session) => this.gone.add(session.id),
      onData: (stream, session, done) => {
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        stream.on('end', () => {
          const hold = { since: Date.now() }
          const accept = () => {
            if (this.holds.delete(hold)) this.holding--
            // A sender that went away before our answer did not have its message accepted.
            if (this.gone.has(session.id)) return done(new Error('remitente desconectado'))
            this.lastAccept = Date.now()
            const unfolded = text.replace(/=\r?\n/g, '')
            this.mails.push({ messageId: /Message-ID:\s*(<[^>]+>)/i.exec(unfolded)?.[1] ?? '', text: unfolded, at: Date.now() })
            done()
          }
          if (this.holdMs > 0) {
            this.holding++
            this.lastHoldStart = hold.since
            this.holds.add(hold)
            setTimeout(accept, this.holdMs)
          } else accept()
        })
      },
    })
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
  }

  /** How long ago the longest-held message arrived (0 when none is held): the next one accepted leaves holdMs after it. */
  oldestHoldAge(): number {
    return this.holds.size === 0 ? 0 : Date.now() - Math.min(...[...this.holds].map((h) => h.since))
  }

  stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server) return Promise.resolve()
    return new Promise((resolve) => {
      const connections = (server as unknown as { connections: Set<{ close?: () => void }> }).connections
      for (const c of connections) c.close?.()
      server.close(() => resolve())
    })
  }
}

/** A TCP relay in front of PostgreSQL: open, refusing (cuts everything), or frozen (holds every byte). */
export class DatabaseRelay {
  mode: 'open' | 'refuse' | 'freeze' = 'open'
  port = 0
  private server = net.createServer((client) => this.accept(client))
  private pairs = new Set<[net.Socket, net.Socket]>()
  constructor(readonly target = 5432) {}

  private accept(client: net.Socket) {
    if (this.mode === 'refuse') return client.destroy()
    const database = net.connect(this.target, '127.0.0.1')
    const pair: [net.Socket, net.Socket] = [client, database]
    this.pairs.add(pair)
    for (const [from, to] of [
      [client, database],
      [database, client],
    ] as const) {
      from.on('data', (chunk) => {
        if (this.mode === 'freeze') {
          from.pause()
          held.push(() => (to.write(chunk), from.resume()))
        } else to.write(chunk)
      })
      from.on('error', () => to.destroy())
      from.on('close', () => (this.pairs.delete(pair), to.destroy()))
    }
    const held: (() => void)[] = []
    this.releases.push(held)
    if (this.mode === 'freeze') client.pause()
  }
  private releases: (() => void)[][] = []

  listen(): Promise<void> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => ((this.port = (this.server.address() as net.AddressInfo).port), resolve())),
    )
  }

  refuse() {
    this.mode = 'refuse'
    for (const [a, b] of this.pairs) {
      a.destroy()
      b.destroy()
    }
  }

  freeze() {
    this.mode = 'freeze'
  }

  open() {
    this.mode = 'open'
    for (const held of this.releases) for (const release of held.splice(0)) release()
    for (const [client] of this.pairs) client.resume()
  }

  close(): Promise<void> {
    for (const [a, b] of this.pairs) {
      a.destroy()
      b.destroy()
    }
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}

/** A production server (its whole process group), killed with SIGKILL when asked. */
export class SiteServer {
  private child: ChildProcess | undefined
  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`
  }

  /** `npm start` the first time (build if needed, migrate, seed); `scripts/serve.mjs` alone after a crash. */
  async start(full: boolean, timeoutMs = full ? 1_500_000 : 180_000): Promise<void> {
    const log = fs.openSync(this.logFile, 'a')
    const [command, args] = full ? ['node', ['scripts/start.mjs']] : ['node', ['scripts/serve.mjs', '-p', String(this.port)]]
    this.child = spawn(command, args, {
      env: { ...process.env, ...this.env, NODE_ENV: 'production', PORT: String(this.port), WARM_UP: '0' },
      stdio: ['ignore', log, log],
      detached: true,
    })
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      if (this.child.exitCode !== null)
        throw new Error(`el servidor terminó (${this.child.exitCode}):\n${fs.readFileSync(this.logFile, 'utf8').slice(-3000)}`)
      try {
        if ((await fetch(`${this.base}/api/openapi.json`)).ok) return
      } catch {}
      await new Promise((r) => setTimeout(r, 300))
    }
    throw new Error(`el servidor no respondió en ${timeoutMs / 1000} s`)
  }

  /** SIGKILL to the whole group; resolves once the port no longer answers. */
  async kill9(): Promise<void> {
    await this.end('SIGKILL')
  }

  /**
   * SIGTERM to the whole group; resolves once it has exited and the port no longer answers (SIGKILL
   * after 30 s). A new server started before that would find the old one still answering on the
   * port, take it for itself, and then fail to listen once the old one is gone.
   */
  async stop(): Promise<void> {
    await this.end('SIGTERM')
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child
    if (!child) return
    this.child = undefined
    const exited =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const group = (s: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, s)
      } catch {}
    }
    group(signal)
    const late = setTimeout(() => group('SIGKILL'), 30_000)
    await exited
    const started = Date.now()
    while (Date.now() - started < 30_000 && (await portAnswers(this.port))) {
      if (Date.now() - started > 5000) group('SIGKILL')
      await new Promise((r) => setTimeout(r, 200))
    }
    clearTimeout(late)
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** Solves the site's captcha as a visitor's browser does. */
export const solveCaptcha = solveCaptchaAt

/** One visitor's submission: its body (captcha and key fixed), resent as is on every retry. */
export function submission(tag: string, captcha: string): { tag: string; key: string; body: Record<string, string> } {
  return {
    tag,
    key: randomUUID(),
    body: {
      nombre: 'Prueba',
      apellido: 'De fallas',
      telefono: '6241234567',
      email: 'fallas@example.mx',
      programa: 'Licenciatura en Gastronomía',
      comentario: `Solicitud ${tag}.`,
      captcha,
    },
  }
}

export async function send(
  base: string,
  s: ReturnType<typeof submission>,
  timeoutMs = 20_000,
): Promise<{ status: number; id?: number; ms: number; retryAfter: string | null }> {
  const started = Date.now()
  try {
    const response = await fetch(`${base}/api/submit-Form-Contacto/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': s.key },
      body: JSON.stringify(s.body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const json = (await response.json().catch(() => ({}))) as { data?: { id?: number } }
    return { status: response.status, id: json.data?.id, ms: Date.now() - started, retryAfter: response.headers.get('retry-after') }
  } catch {
    return { status: 0, ms: Date.now() - started, retryAfter: null }
  }
}

/** Reads the database directly (the suite never signs in to the back office). */
export async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

export async function until(check: () => Promise<boolean> | boolean, ms: number, step = 250): Promise<boolean> {
  const end = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > end) return false
    await new Promise((r) => setTimeout(r, step))
  }
}
