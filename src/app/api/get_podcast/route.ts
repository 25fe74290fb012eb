import { listPodcasts } from '@/data/podcasts'
import { params } from '@/app/api/_shared/params'
import { methodsNotAllowed, OPTIONS, publicGet } from '@/app/api/_shared/respond'

export const GET = publicGet(params.none, () => listPodcasts())
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
