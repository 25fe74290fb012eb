import { expect, it } from 'vitest'
import { checkHtml } from '@/cms/jobs/accessibilityCheck'
it('aside region', async () => {
  const f = await checkHtml('<!doctype html><html lang="es"><head><title>x</title></head><body><main><h1>T</h1><div><aside role="region" aria-labelledby="c"><h2 id="c">Centro</h2><p>x</p></aside></div></main></body></html>', 'http://127.0.0.1/x')
  expect(f).toEqual([])
})
