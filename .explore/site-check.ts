import { checkHtml } from '../src/cms/jobs/accessibilityCheck'
const base = 'http://localhost:3100'
const xml = await (await fetch(`${base}/sitemap.xml`)).text()
const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => { const u = new URL(m[1]!.replace(/&amp;/g, '&')); return u.pathname + u.search })
const tally: Record<string, number> = {}
let t0 = Date.now()
for (const p of paths) {
  const r = await fetch(base + p)
  if (r.status !== 200) { console.log(p, r.status); continue }
  const f = await checkHtml(await r.text(), base + p)
  for (const x of f) { tally[`${x.regla} ${x.impacto} ${x.ayuda}`] = (tally[`${x.regla} ${x.impacto} ${x.ayuda}`] ?? 0) + 1 }
  if (f.length) console.log(p, f.map((x) => `${x.regla}: ${x.elemento.slice(0, 100)}`).join(' || '))
}
console.log(paths.length, 'pages', Date.now() - t0, 'ms'); console.log(tally)
