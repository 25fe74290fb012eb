import { describe, expect, it } from 'vitest'
import { normaliseAddress, resolveClientAddress, resolveForwardedProto } from './clientAddress'

describe('resolveClientAddress', () => {
  it('with no trusted proxy, the connection counts and X-Forwarded-For is ignored', () => {
    expect(resolveClientAddress(0, '198.51.100.9', '203.0.113.1')).toBe('198.51.100.9')
    expect(resolveClientAddress(0, undefined, '203.0.113.1')).toBeUndefined()
  })

  it('behind one balancer, the last entry (the one it appended)', () => {
    expect(resolveClientAddress(1, '10.0.0.2', '6.6.6.6, 198.51.100.9')).toBe('198.51.100.9')
  })

  it('behind a CDN and a balancer, the second from the right; what the client wrote further left is ignored', () => {
    expect(resolveClientAddress(2, '10.0.0.2', '198.51.100.9, 203.0.113.50')).toBe('198.51.100.9')
    expect(resolveClientAddress(2, '10.0.0.2', '6.6.6.6,198.51.100.9 , 203.0.113.50')).toBe('198.51.100.9')
  })

  it('a shorter chain gives its leftmost entry; none at all, the connection', () => {
    expect(resolveClientAddress(2, '10.0.0.2', '198.51.100.9')).toBe('198.51.100.9')
    expect(resolveClientAddress(1, '10.0.0.2', null)).toBe('10.0.0.2')
    expect(resolveClientAddress(1, '10.0.0.2', ' , ')).toBe('10.0.0.2')
  })
})

describe('resolveForwardedProto', () => {
  it('is never trusted without a trusted proxy', () => {
    expect(resolveForwardedProto(0, 'https')).toBeNull()
  })

  it('reads the entry of the outermost trusted proxy', () => {
    expect(resolveForwardedProto(1, 'HTTPS')).toBe('https')
    expect(resolveForwardedProto(2, 'https, http')).toBe('https')
    expect(resolveForwardedProto(1, 'https, http')).toBe('http')
    expect(resolveForwardedProto(1, null)).toBeNull()
  })
})

describe('normaliseAddress', () => {
  it('IPv4 mapped into IPv6 reads as IPv4', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1')
  })
})
