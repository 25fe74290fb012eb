import { describe, expect, it } from 'vitest'
import { idempotencyKeyPattern } from './idempotency'

describe('idempotency keys', () => {
  it('takes a UUID or 32 hex digits; refuses short, long or odd keys', () => {
    expect(idempotencyKeyPattern.test('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true)
    expect(idempotencyKeyPattern.test('a'.repeat(32))).toBe(true)
    expect(idempotencyKeyPattern.test('corta')).toBe(false)
    expect(idempotencyKeyPattern.test('a'.repeat(101))).toBe(false)
    expect(idempotencyKeyPattern.test('clave con espacios 12345')).toBe(false)
  })
})
