// Full-page shots of every reviewed route at 1440 and 390, half-size webp at 1440 like the design pass's set.
import fs from 'node:fs'
import sharp from 'sharp'
import { chromium } from '@playwright/test'
const out = process.argv[2]
fs.mkdirSync(out, { recursive: true })
const routes = {
  inicio: '/', 'quienes-somos': '/quienes-somos', NuestroCampus: '/NuestroCampus', preparatoria: '/preparatoria',
  licenciaturas: '/licenciaturas', 'licenciaturas-licenciatura-en-derecho': '/licenciaturas/licenciatura-en-derecho',
  diplomados: '/diplomados', 'diplomados-diplomado-en-gestion-hotelera': '/diplomados/diplomado-en-gestion-hotelera',
  CONOCER: '/CONOCER',
  'CONOCER-ec021701-imparticion-de-cursos-de-formacion-del-capital-humano-de-manera-presencial-grupal': '/CONOCER/ec021701-imparticion-de-cursos-de-formacion-del-capital-humano-de-manera-presencial-grupal',
  'oferta-academica': '/oferta-academica', 'oferta-academica-modalidad-en-linea-campus-culiacan': '/oferta-academica?modalidad=en-linea&campus=culiacan',
  'oferta-academica-comparar-p-licenciatura-en-derecho-p-licenciatura-en-psicologia-p-diplomado-en-desarrollo-humano': '/oferta-academica/comparar?p=licenciatura-en-derecho&p=licenciatura-en-psicologia&p=diplomado-en-desarrollo-humano',
  'actividades-ugc': '/actividades-ugc', 'actividades-ugc-slug-torneo-deportivo-por-el-aniversario-de-la-revolucion-mexicana': '/actividades-ugc?slug=torneo-deportivo-por-el-aniversario-de-la-revolucion-mexicana',
  'actividades-ugc-slug-congreso-de-psicologia-humanista-evolucionar-para-trascender': '/actividades-ugc?slug=congreso-de-psicologia-humanista-evolucionar-para-trascender',
  'vida-universitaria-y-eventos': '/vida-universitaria-y-eventos',
  'vida-universitaria-y-eventos-slug-abrimos-el-proceso-de-admision-para-el-ciclo-enero-2027': '/vida-universitaria-y-eventos?slug=abrimos-el-proceso-de-admision-para-el-ciclo-enero-2027',
  estudiantes: '/estudiantes', egresados: '/egresados', incubadora: '/incubadora', circulos: '/circulos', convenios: '/convenios',
  casosdeexito: '/casosdeexito', ugcidiomas: '/ugcidiomas', stica: '/stica', 'stica-editoriales': '/stica/editoriales',
  radiougc: '/radiougc', 'radiougc-month-10-2026': '/radiougc?month=10-2026', quejasysugerencias: '/quejasysugerencias',
  'buscar-q-licenciatura': '/buscar?q=licenciatura', 'pagina-que-no-existe': '/pagina-que-no-existe',
}
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const [name, route] of Object.entries(routes)) {
  for (const width of [1440, 390]) {
    const c = await b.newContext({ viewport: { width, height: width > 1000 ? 900 : 844 }, reducedMotion: 'reduce' })
    const p = await c.newPage()
    const res = await p.goto('http://localhost:3300' + route, { waitUntil: 'networkidle' })
    await p.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 100)) }
      window.scrollTo(0, 0)
    })
    await p.waitForLoadState('networkidle')
    const height = await p.evaluate(() => document.documentElement.scrollHeight)
    await p.setViewportSize({ width, height })
    await p.waitForTimeout(900)
    const png = await p.screenshot()
    await sharp(png).resize({ width: width > 1000 ? 720 : 390 }).webp({ quality: 62 }).toFile(`${out}/${name}-${width}.webp`)
    console.log(res.status(), name, width)
    await c.close()
  }
}
await b.close()
