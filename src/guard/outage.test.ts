import { describe, expect, it } from 'vitest'
import { databaseFailedRecently, isDatabaseUnreachable, noteReadFailure, outageWindowMs } from '@/lib/databaseOutage'
import { outageAnswer } from './outage'

describe('outage answers', () => {
  it('a 500 to a public page or API read while the database fails becomes a Spanish 503; staff screens and other statuses do not', () => {
    expect(outageAnswer('GET', '/buscar?q=x', 500, true)?.type).toMatch(/^text\/html/)
    expect(outageAnswer('HEAD', '/stica', 500, true)?.body.toString()).toContain('El servicio no está disponible en este momento.')
    expect(JSON.parse(outageAnswer('GET', '/api/get_libros/', 500, true)!.body.toString())).toEqual({
      error: 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.',
    })
    expect(outageAnswer('GET', '/stica', 500, false)).toBeNull()
    expect(outageAnswer('GET', '/stica', 404, true)).toBeNull()
    expect(outageAnswer('POST', '/api/submit-Form-Contacto/', 500, true)).toBeNull()
    for (const staff of ['/admin', '/admin/collections/users', '/cms-api/users/me', '/graphql', '/_next/data/x'])
      expect(outageAnswer('GET', staff, 500, true)).toBeNull()
  })

  it('only connection and timeout errors count as the database being away, also when wrapped', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(
      true,
    )
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnreachable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(true)
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'slug')"))).toBe(false)
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
  })

  it('a failure explains a 500 for a while only', () => {
    noteReadFailure(new TypeError('a bug'), 1_000)
    expect(databaseFailedRecently(1_000)).toBe(false)
    noteReadFailure(new Error('Connection terminated unexpectedly'), 1_000)
    expect(databaseFailedRecently(1_000 + outageWindowMs - 1)).toBe(true)
    expect(databaseFailedRecently(1_000 + outageWindowMs)).toBe(false)
  })
})
