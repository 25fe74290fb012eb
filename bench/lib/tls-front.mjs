// A local stand-in for the TLS-terminating proxy in front of the site in production (docs/operacion.md,
// Producción): one port that answers HTTPS, with a self-signed certificate made for this run, and
// plain HTTP with a permanent redirect to the HTTPS address, as the real proxy does. Requests go
// on to the app with X-Forwarded-Proto: https, so the app sends what it sends behind TLS (HSTS,
// upgrade-insecure-requests, Secure cookies).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Duplex } from 'node:stream'

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl in a temp folder. */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-tls-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ],
    { encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`openssl no pudo crear el certificado: ${result.stderr}`)
  return { dir, keyFile: key, certFile: cert, key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
}

/**
 * Listens on `port` (127.0.0.1) in front of `target` (http://127.0.0.1:n); `onResponse(method, url,
 * status)` sees every answer. Resolves with its https base URL, the certificate file (for clients
 * that must trust it) and close().
 */
export async function startTlsFront({ port, target, onResponse = () => {} }) {
  const certificate = selfSignedCertificate()
  const upstream = new URL(target)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

  const forward = (req, res) => {
    const headers = { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': req.headers.host ?? `127.0.0.1:${port}` }
    const outgoing = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        onResponse(req.method, req.url, answer.statusCode ?? 502)
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(res)
      },
    )
    outgoing.on('error', () => {
      onResponse(req.method, req.url, 502)
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end('proxy: el sitio no respondió')
    })
    req.pipe(outgoing)
  }
  const tlsServer = https.createServer({ key: certificate.key, cert: certificate.cert }, forward)
  const redirectServer = http.createServer((req, res) => {
    res.writeHead(301, { location: `https://127.0.0.1:${port}${req.url}` })
    res.end()
  })

  // One port for both: a TLS handshake starts with byte 0x16, a plain HTTP request with a letter.
  // The TLS server gets a plain stream over the socket: given the socket itself, it would read
  // from the connection underneath and miss the byte already read here.
  const front = net.createServer((socket) => {
    socket.on('error', () => {})
    socket.once('data', (first) => {
      if (first[0] !== 0x16) {
        socket.pause()
        socket.unshift(first)
        redirectServer.emit('connection', socket)
        socket.resume()
        return
      }
      const stream = new Duplex({
        read() {
          socket.resume()
        },
        write(chunk, encoding, done) {
          socket.write(chunk, encoding, done)
        },
        final(done) {
          socket.end()
          done()
        },
        destroy(error, done) {
          socket.destroy()
          done(error)
        },
      })
      stream.on('error', () => {})
      socket.on('data', (chunk) => {
        if (!stream.push(chunk)) socket.pause()
      })
      socket.on('end', () => stream.push(null))
      socket.on('close', () => stream.destroy())
      stream.push(first)
      tlsServer.emit('connection', stream)
    })
  })
  await new Promise((resolve, reject) => front.once('error', reject).listen(port, '127.0.0.1', resolve))
  return {
    base: `https://127.0.0.1:${port}`,
    certFile: certificate.certFile,
    close() {
      front.close()
      agent.destroy()
      fs.rmSync(certificate.dir, { recursive: true, force: true })
    },
  }
}
