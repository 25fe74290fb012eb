// node .explore/flight.mjs <route> : prints the flight's rows by size
const route = process.argv[2] ?? '/'
const html = await (await fetch('http://localhost:3300' + route)).text()
const chunks = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1]))
const flight = chunks.join('')
console.log('html', (html.length / 1024).toFixed(1), 'KB; flight', (flight.length / 1024).toFixed(1), 'KB')
const rows = flight.split(/\n(?=[0-9a-f]+:)/)
rows.sort((a, b) => b.length - a.length)
for (const r of rows.slice(0, +(process.argv[3] ?? 12))) console.log((r.length / 1024).toFixed(1).padStart(6), r.slice(0, 260).replace(/\n/g, ' '))
