// Sends one request to the browser tests' Local API process (./local-api-daemon.ts) and prints its
// answer: a plain Node process, so a test waits a few milliseconds, not for Payload to load.
// Usage: node tests/e2e/local-api-client.mjs <socket> <file> [args…]; waits up to two minutes for the
// process to listen (it may be starting), and 300 s for its answer (the first one loads Payload).
import net from 'node:net'

const [socket, file, ...args] = process.argv.slice(2)
const started = Date.now()

function ask() {
  const connection = net.connect(socket)
  let text = ''
  connection.setEncoding('utf8')
  connection.on('connect', () => {
    connection.write(`${JSON.stringify({ file, args })}\n`)
    // A script that never answers (a lock never released) is an error the test reports, not a silent wait.
    connection.setTimeout(300_000, () => {
      console.error(`El proceso de la API local no contestó en 300 s a ${file} ${args.join(' ')}`)
      process.exit(3)
    })
  })
  connection.on('data', (chunk) => (text += chunk))
  connection.on('end', () => {
    process.stdout.write(text)
    process.exit(0)
  })
  connection.on('error', (error) => {
    if (Date.now() - started > 120_000) {
      console.error(`El proceso de la API local no respondió en ${socket}: ${error.message}`)
      process.exit(2)
    }
    setTimeout(ask, 200)
  })
}
ask()
