// The public address every test and benchmark server runs with, whatever port it listens on.
// Pages are prerendered with SITE_URL and scripts/start.mjs rebuilds when it changes, so one
// address for all of them keeps `npm test` to a single build.
export const testSiteUrl = 'http://localhost:3100'
