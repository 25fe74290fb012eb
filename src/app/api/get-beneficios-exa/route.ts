import { listBenefits } from '@/data/graduates'
import { params } from '@/app/api/_shared/params'
import { methodsNotAllowed, OPTIONS, publicGet } from '@/app/api/_shared/respond'

export const GET = publicGet(params.none, () => listBenefits())
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
