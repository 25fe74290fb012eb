import { describe, expect, it } from 'vitest'
import { formatFileSize } from './fileSize'

describe('formatFileSize', () => {
  it('writes bytes, KB and MB as staff read them', () => {
    expect(formatFileSize(850)).toBe('850 bytes')
    expect(formatFileSize(17237)).toBe('17 KB')
    expect(formatFileSize(2_516_582)).toBe('2.4 MB')
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB')
  })

  it('says nothing for a size that is not there', () => {
    expect(formatFileSize(null)).toBe('')
    expect(formatFileSize(undefined)).toBe('')
    expect(formatFileSize(-1)).toBe('')
  })
})
