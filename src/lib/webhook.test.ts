import { describe, expect, it } from 'vitest'
import { isPublicAddress, signDelivery, verifyDelivery, webhookUrlProblem } from './webhook'

describe('webhook signature and address', () => {
  const now = 1_790_000_000 * 1000

  it('signs timestamp and body together', () => {
    const sig = signDelivery('secreto', 1_790_000_000, '{"a":1}')
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verifyDelivery('secreto', '1790000000', '{"a":1}', sig, now)).toBe(true)
    expect(verifyDelivery('secreto', '1790000001', '{"a":1}', sig, now)).toBe(false)
    expect(verifyDelivery('otro', '1790000000', '{"a":1}', sig, now)).toBe(false)
    expect(verifyDelivery('secreto', '1790000000', '{"a":2}', sig, now)).toBe(false)
  })

  it('refuses a delivery replayed more than 5 minutes later (or dated ahead), however well signed', () => {
    const sig = signDelivery('secreto', 1_790_000_000, '{"a":1}')
    expect(verifyDelivery('secreto', '1790000000', '{"a":1}', sig, now + 299_000)).toBe(true)
    expect(verifyDelivery('secreto', '1790000000', '{"a":1}', sig, now + 301_000)).toBe(false)
    expect(verifyDelivery('secreto', '1790000000', '{"a":1}', sig, now - 301_000)).toBe(false)
    // Without a clock given, the receiver's own: a delivery signed years ago is refused.
    expect(verifyDelivery('secreto', '1790000000', '{"a":1}', sig)).toBe(Math.abs(Date.now() - now) <= 300_000)
    expect(verifyDelivery('secreto', 'ayer', '{"a":1}', sig, now)).toBe(false)
  })

  it('accepts https, and http only on this machine', () => {
    expect(webhookUrlProblem('https://crm.example.com/entrada')).toBeNull()
    expect(webhookUrlProblem('http://127.0.0.1:4000/x')).toBeNull()
    expect(webhookUrlProblem('http://localhost:4000/x')).toBeNull()
    expect(webhookUrlProblem('http://crm.example.com/x')).toMatch(/https:\/\//)
    expect(webhookUrlProblem('ftp://crm.example.com')).toMatch(/https:\/\//)
    expect(webhookUrlProblem('no es una dirección')).toMatch(/https:\/\//)
    expect(webhookUrlProblem('https://u:p@crm.example.com')).toMatch(/usuario/)
  })

  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    '64:ff9b::7f00:1',
    '2001:db8::1',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'crm.example.com',
    '',
  ])('%s is not a public address', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001::1'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )
})
