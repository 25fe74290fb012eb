import { getProgramme } from '@/data/programmes'
import { params } from '../_shared/params'
import { methodsNotAllowed, OPTIONS, publicGet } from '../_shared/respond'

export const GET = publicGet(params.slug, ({ slug }) => getProgramme(slug))
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
