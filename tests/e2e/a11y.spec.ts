import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// Routes built so far, with one detail page of each kind; later issues add theirs here until
// every route of spec §2.1 is covered.
const routes = [
  '/',
  '/preparatoria',
  '/licenciaturas',
  '/licenciaturas/licenciatura-en-derecho',
  '/diplomados',
  '/diplomados/diplomado-en-gestion-hotelera',
  '/CONOCER',
  '/CONOCER/ec021701-imparticion-de-cursos-de-formacion-del-capital-humano-de-manera-presencial-grupal',
  '/ugcidiomas',
  '/radiougc',
  '/radiougc?month=10/2026',
  '/casosdeexito',
  '/stica',
  '/stica/editoriales',
  '/quienes-somos',
  '/incubadora',
  '/convenios',
  '/circulos',
  '/egresados',
  '/estudiantes',
  '/NuestroCampus',
  '/quejasysugerencias',
  '/vida-universitaria-y-eventos',
  '/vida-universitaria-y-eventos?slug=estudiantes-de-gastronomia-ganan-el-primer-lugar-en-concurso-estatal-de-cocina',
  '/actividades-ugc',
  '/actividades-ugc?slug=torneo-deportivo-por-el-aniversario-de-la-revolucion-mexicana',
]

for (const width of [1440, 390]) {
  test.describe(`axe-core a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const route of routes) {
      test(`${route} no tiene violaciones graves ni críticas`, async ({ page }) => {
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        await page.waitForLoadState('networkidle')
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        // The message names each rule and the first offending elements, so a failure says what to fix.
        expect(serious.map((v) => `${v.id}: ${v.help} → ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
      })
    }
  })
}
