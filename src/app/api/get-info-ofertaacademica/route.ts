import { getProgramme, programmeForApi } from '@/data/programmes'
import { params } from '@/app/api/_shared/params'
import { methodsNotAllowed, OPTIONS, publicGet } from '@/app/api/_shared/respond'

export const GET = publicGet(params.slug, async ({ slug }) => {
  const programme = await getProgramme(slug)
  return programme && programmeForApi(programme)
})
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
