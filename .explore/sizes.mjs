import { publicRoutes } from '../tests/support/routes.mjs'
const rows = []
for (const route of publicRoutes) {
  const html = await (await fetch('http://localhost:3300' + route)).text()
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1])).join('')
  rows.push([route, html.length / 1024, flight.length / 1024])
}
rows.sort((a, b) => b[1] - a[1])
for (const r of rows) console.log(r[1].toFixed(1).padStart(7), r[2].toFixed(1).padStart(7), r[0])
const med = (i) => { const v = rows.map((r) => r[i]).sort((a, b) => a - b); return v[Math.floor(v.length / 2)].toFixed(1) }
console.log('median html', med(1), 'flight', med(2), 'routes', rows.length)
