// The framework's floor for `npm run bench:lighthouse -- --floor`: the smallest Next.js page that
// is still a Next.js page (a heading, a paragraph, one client component), built and started with
// this project's own next and react, so a route is judged by how far it is from what the framework
// itself allows on this machine at this moment. Written to a folder of its own outside the
// repository (inside it, Next.js would take the site's own src/proxy.ts for the floor's), whose
// node_modules links to this project's next, react and react-dom.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from '../../scripts/lib/production-server.mjs'

const files = {
  'package.json': JSON.stringify({ name: 'piso-nextjs', private: true, type: 'module' }),
  // The linked packages live outside the floor's folder: Turbopack may read from anywhere.
  'next.config.mjs': "export default { turbopack: { root: '/' } }\n",
  'app/layout.js': `export const metadata = {
  title: 'Página mínima de Next.js',
  description: 'Una página de Next.js con un título, un párrafo y un componente de cliente, para medir el piso del framework.',
}
export const viewport = { width: 'device-width', initialScale: 1 }
export default function Layout({ children }) {
  return (
    <html lang="es-MX">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', lineHeight: 1.5, color: '#222' }}>{children}</body>
    </html>
  )
}
`,
  'app/page.js': `import { Counter } from './Counter'
export default function Page() {
  return (
    <main>
      <h1>Página mínima de Next.js</h1>
      <p>Un título, este párrafo y un botón que cuenta: lo menos que una página de Next.js envía y ejecuta.</p>
      <Counter />
    </main>
  )
}
`,
  'app/Counter.js': `'use client'
import { useState } from 'react'
export function Counter() {
  const [count, setCount] = useState(0)
  return <button type="button" onClick={() => setCount(count + 1)}>Contar: {count}</button>
}
`,
  'app/robots.js': `export default function robots() {
  return { rules: { userAgent: '*', allow: '/' } }
}
`,
}

/** Builds the floor page (about a minute) and starts it on `port`; resolves with its URL and a stop(). */
export async function startFloorApp(port) {
  const dir = path.join(os.tmpdir(), 'ugc-piso-nextjs')
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  fs.mkdirSync(path.join(dir, 'node_modules'))
  for (const name of ['next', 'react', 'react-dom', 'scheduler', '@next', '@swc'])
    if (fs.existsSync(path.join(root, 'node_modules', name)))
      fs.symlinkSync(path.join(root, 'node_modules', name), path.join(dir, 'node_modules', name))
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  console.error('Construyendo la página mínima de Next.js (el piso)…')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const build = spawnSync('node', [next, 'build'], { cwd: dir, env, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`La página mínima no se construyó:\n${build.stdout}\n${build.stderr}`)
  const server = spawn('node', [next, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env, stdio: 'ignore', detached: true })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
  }
  process.on('exit', stop)
  const url = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop()
  throw new Error('La página mínima de Next.js no respondió en 60 s')
}
