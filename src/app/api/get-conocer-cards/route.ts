import { listConocerCards } from '@/data/conocer'
import { params } from '@/app/api/_shared/params'
import { methodsNotAllowed, OPTIONS, publicGet } from '@/app/api/_shared/respond'

export const GET = publicGet(params.none, () => listConocerCards())
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
