import { listBachillerato, programmeForApi } from '@/data/programmes'
import { params } from '../_shared/params'
import { methodsNotAllowed, OPTIONS, publicGet } from '../_shared/respond'

export const GET = publicGet(params.bachillerato, async () => (await listBachillerato()).map(programmeForApi))
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
