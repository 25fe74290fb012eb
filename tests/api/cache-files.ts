import fs from 'node:fs'
import path from 'node:path'
import { distDir as nextDir } from '../support/dist-dir.mjs'

/*
 * The files Next.js writes while it serves, for tests that show a request kept nothing: its cache
 * folder (pages, route answers, data reads, optimised images) and the pages it renders into
 * .next/server/app (or the suite's own copy of the build).
 */

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(nextDir, path.join(entry.parentPath, entry.name)))
}

/** Every file Next.js may write while it serves: its cache folder and the pages it renders into .next/server. */
export const cacheFiles = () => new Set([...filesUnder(path.join(nextDir, 'cache')), ...filesUnder(path.join(nextDir, 'server', 'app'))])

export type Added = { file: string; head: string; timedRead: boolean }

/**
 * The files in `after` that were not in `before`, each with its first bytes (to say what wrote it)
 * and whether it is a data read that refreshes on a timer (the reads that show visit counts).
 */
export function added(before: Set<string>, after: Set<string>): Added[] {
  return [...after]
    .filter((file) => !before.has(file))
    .map((file) => {
      let text = ''
      let timedRead = false
      try {
        // Read once: the file may have gone since the listing (then it is no timed read).
        text = fs.readFileSync(path.join(nextDir, file), 'utf8')
        const entry = JSON.parse(text) as { kind?: string; revalidate?: unknown }
        timedRead =
          file.startsWith(`cache${path.sep}fetch-cache${path.sep}`) && entry.kind === 'FETCH' && typeof entry.revalidate === 'number'
      } catch {}
      return { file, head: text.slice(0, 300), timedRead }
    })
}

/** Next writes a cache entry after it has answered: give the last writes time to land. */
export const settle = () => new Promise((r) => setTimeout(r, 5000))
