import { describe, expect, it } from 'vitest'
import {
  audioSources,
  audioTypeOf,
  clock,
  distinctMonths,
  filterByMonth,
  formatDuration,
  isMonthValue,
  monthLabel,
  wavDurationSeconds,
} from './podcasts'

describe('month filter', () => {
  it('accepts only mm/yyyy', () => {
    expect(isMonthValue('11/2026')).toBe(true)
    expect(isMonthValue('13/2026')).toBe(false)
    expect(isMonthValue('1/2026')).toBe(false)
    expect(isMonthValue('20/11/2026')).toBe(false)
    expect(isMonthValue('')).toBe(false)
  })

  it('lists the distinct months newest first, across years', () => {
    expect(distinctMonths(['20/11/2026', '06/11/2026', '30/10/2026', '05/06/2026', '15/12/2025', 'roto'])).toEqual([
      '11/2026',
      '10/2026',
      '06/2026',
      '12/2025',
    ])
    expect(distinctMonths([])).toEqual([])
  })

  it('keeps the items whose date ends with the month, or all of them without one', () => {
    const items = [{ f: '20/11/2026' }, { f: '30/10/2026' }, { f: '06/11/2026' }, { f: '11/11/2025' }]
    expect(filterByMonth(items, '11/2026', (i) => i.f)).toEqual([{ f: '20/11/2026' }, { f: '06/11/2026' }])
    expect(filterByMonth(items, '01/2027', (i) => i.f)).toEqual([])
    expect(filterByMonth(items, null, (i) => i.f)).toHaveLength(4)
  })

  it('names a month in Spanish', () => {
    expect(monthLabel('11/2026')).toBe('Noviembre de 2026')
    expect(monthLabel('01/2027')).toBe('Enero de 2027')
    expect(monthLabel('xx')).toBe('xx')
  })
})

describe('audio', () => {
  it('types a file by its extension', () => {
    expect(audioTypeOf('/media/episodio.wav')).toBe('audio/wav')
    expect(audioTypeOf('/media/EPISODIO.MP3')).toBe('audio/mpeg')
    expect(audioTypeOf('https://cdn.example.org/a.m4a?v=2#t=10')).toBe('audio/mp4')
    expect(audioTypeOf('/media/sin-extension')).toBeNull()
    expect(audioTypeOf('/media/a.wav.txt')).toBeNull()
  })

  it('one source per file the data has, MP3 first, no duplicates, untyped when unknown', () => {
    expect(audioSources(['/media/a.wav'])).toEqual([{ src: '/media/a.wav', type: 'audio/wav' }])
    expect(audioSources(['/media/a.wav', '/media/a.mp3', '/media/a.wav', null])).toEqual([
      { src: '/media/a.mp3', type: 'audio/mpeg' },
      { src: '/media/a.wav', type: 'audio/wav' },
    ])
    expect(audioSources(['/media/a'])).toEqual([{ src: '/media/a' }])
    expect(audioSources([undefined, ''])).toEqual([])
  })

  function wav(seconds: number, sampleRate = 16000, extra = 0): Uint8Array {
    const dataBytes = seconds * sampleRate * 2
    const buffer = new ArrayBuffer(44 + extra)
    const v = new DataView(buffer)
    const put = (at: number, s: string) => [...s].forEach((c, i) => v.setUint8(at + i, c.charCodeAt(0)))
    put(0, 'RIFF')
    v.setUint32(4, 36 + extra + dataBytes, true)
    put(8, 'WAVE')
    put(12, 'fmt ')
    v.setUint32(16, 16, true)
    v.setUint16(20, 1, true)
    v.setUint16(22, 1, true)
    v.setUint32(24, sampleRate, true)
    v.setUint32(28, sampleRate * 2, true)
    v.setUint16(32, 2, true)
    v.setUint16(34, 16, true)
    if (extra > 0) {
      // A LIST chunk before the data, as some editors write.
      put(36, 'LIST')
      v.setUint32(40, extra - 8, true)
    }
    put(36 + extra, 'data')
    v.setUint32(40 + extra, dataBytes, true)
    return new Uint8Array(buffer)
  }

  it('reads a WAV duration from its header, skipping other chunks', () => {
    expect(wavDurationSeconds(wav(4))).toBe(4)
    expect(wavDurationSeconds(wav(95, 44100, 26))).toBe(95)
    expect(wavDurationSeconds(new TextEncoder().encode('ID3 not a wav file at all'))).toBeNull()
    expect(wavDurationSeconds(new Uint8Array(4))).toBeNull()
    expect(wavDurationSeconds(wav(4).slice(0, 30))).toBeNull()
  })

  it('writes durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(4)).toBe('0:04')
    expect(formatDuration(0.2)).toBe('0:01')
    expect(formatDuration(754.4)).toBe('12:34')
    expect(formatDuration(3723)).toBe('1:02:03')
  })
})

describe('clock', () => {
  it('writes a player’s time as minutes and seconds, with hours past the hour', () => {
    expect(clock(0)).toBe('0:00')
    expect(clock(4)).toBe('0:04')
    expect(clock(75.9)).toBe('1:15')
    expect(clock(3599)).toBe('59:59')
    expect(clock(3723)).toBe('1:02:03')
    expect(clock(-3)).toBe('0:00')
  })
})
