import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The build folder the suite's site serves from: `.next`, or the copy of its own that a suite run
 * beside another gets (NEXT_DIST_DIR, scripts/start.mjs). Tests that look at the files Next.js writes
 * while it serves look there.
 */
export const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', process.env.NEXT_DIST_DIR || '.next')
