import { conocerForApi, getConocer } from '@/data/conocer'
import { params } from '@/app/api/_shared/params'
import { methodsNotAllowed, OPTIONS, publicGet } from '@/app/api/_shared/respond'

export const GET = publicGet(params.slug, async ({ slug }) => {
  const standard = await getConocer(slug)
  return standard && conocerForApi(standard)
})
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
