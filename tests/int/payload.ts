import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** The real Payload (Local API) on the project's database: SQLite or PostgreSQL. */
export function testPayload(): Promise<Payload> {
  instance ??= getPayload({ config })
  return instance
}
