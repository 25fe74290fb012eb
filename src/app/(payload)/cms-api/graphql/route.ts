import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { staffOnly } from '@/cms/api/staffOnly'

export const POST = staffOnly(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
