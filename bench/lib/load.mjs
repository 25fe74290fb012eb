// What the load benchmarks share: autocannon runs summarised the same way, and the "static twin",
// a minimal Node HTTP server answering the very bytes the app answered, to compare against in the
// same run on the same machine.
import http from 'node:http'
import autocannon from 'autocannon'

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** One autocannon run against a URL; resolves with autocannon's result. */
export function measure(url, { connections, duration }) {
  return autocannon({ url, connections, duration, pipelining: 1 })
}

/**
 * The median of several runs: requests per second, latency median and p99 (ms); and, summed over the
 * runs, the failed requests (errors, which in autocannon already include the timeouts, plus answers
 * that were not 2xx) and, among them, the timeouts.
 */
export function summarise(results) {
  return {
    rps: median(results.map((x) => x.requests.average)),
    p50: median(results.map((x) => x.latency.p50)),
    p99: median(results.map((x) => x.latency.p99)),
    errors: results.reduce((n, x) => n + x.errors + x.non2xx, 0),
    timeouts: results.reduce((n, x) => n + x.timeouts, 0),
  }
}

/** Fetches each path once from the app and keeps its bytes and content type. */
export async function snapshot(base, paths) {
  const files = new Map()
  for (const path of paths) {
    const response = await fetch(`${base}${path}`)
    if (!response.ok) throw new Error(`${path} respondió ${response.status}`)
    files.set(path, {
      body: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get('content-type') ?? 'application/octet-stream',
    })
  }
  return files
}

/** Serves the snapshot from memory on 127.0.0.1:port; resolves with its base URL and a close(). */
export async function serveStaticTwin(files, port) {
  const server = http.createServer((req, res) => {
    const file = files.get(req.url)
    if (!file) return res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length })
    res.end(file.body)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() }
}
