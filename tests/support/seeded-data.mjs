import fs from 'node:fs'

/**
 * A test site's data folder, started as a copy of the one `npm test` seeded for its build
 * (TEST_SEEDED_DATA_DIR, scripts/test.mjs) when there is one and the folder does not exist yet:
 * the site then starts migrated and seeded, as `npm start` would leave it, without seeding again.
 * Outside `npm test` (one suite run on its own) the site seeds itself.
 */
export function startFromSeeded(dataDir) {
  const seeded = process.env.TEST_SEEDED_DATA_DIR
  if (!seeded || !fs.existsSync(seeded) || fs.existsSync(dataDir)) return
  fs.cpSync(seeded, dataDir, { recursive: true })
}
