import { describe, expect, it } from 'vitest'
import { focalPosition, imageSlots, ratioLabel } from './imageSlots'

describe('the site’s picture shapes', () => {
  it('are written as people read them', () => {
    expect(Object.values(imageSlots).map((s) => ratioLabel(s.size))).toEqual(['8:3', '25:11', '16:9', '1:1', '2:3', '3:2'])
  })

  it('a focal point becomes the picture’s object-position; the centre, or nothing stored, leaves the default', () => {
    expect(focalPosition(20, 80)).toBe('20% 80%')
    expect(focalPosition(33.4, 66.6)).toBe('33% 67%')
    expect(focalPosition(50, 50)).toBeUndefined()
    expect(focalPosition(null, undefined)).toBeUndefined()
    expect(focalPosition(-5, 140)).toBe('0% 100%')
    expect(focalPosition(Number.NaN, 10)).toBe('50% 10%')
  })
})
