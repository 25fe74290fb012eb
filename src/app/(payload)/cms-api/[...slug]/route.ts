/* Payload's own REST API, under /cms-api so that /api holds only the public contract; for staff only. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { staffOnly } from '@/cms/api/staffOnly'

export const GET = staffOnly(REST_GET(config))
export const POST = staffOnly(REST_POST(config))
export const DELETE = staffOnly(REST_DELETE(config))
export const PATCH = staffOnly(REST_PATCH(config))
export const PUT = staffOnly(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
