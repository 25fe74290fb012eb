import { describe, expect, it } from 'vitest'
import { youtubeId } from './video'

describe('youtubeId', () => {
  it('keeps an id as it is', () => {
    expect(youtubeId('Zk3bYQ1nLqM')).toBe('Zk3bYQ1nLqM')
    expect(youtubeId('  h4WmQe8sJtU ')).toBe('h4WmQe8sJtU')
  })

  it('takes the id out of every address YouTube gives', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=Zk3bYQ1nLqM&t=42s')).toBe('Zk3bYQ1nLqM')
    expect(youtubeId('youtube.com/watch?v=Zk3bYQ1nLqM')).toBe('Zk3bYQ1nLqM')
    expect(youtubeId('https://youtu.be/p7TfV2xRk0A?si=abc')).toBe('p7TfV2xRk0A')
    expect(youtubeId('https://m.youtube.com/watch?v=p7TfV2xRk0A')).toBe('p7TfV2xRk0A')
    expect(youtubeId('https://www.youtube.com/embed/h4WmQe8sJtU')).toBe('h4WmQe8sJtU')
    expect(youtubeId('https://www.youtube.com/shorts/h4WmQe8sJtU')).toBe('h4WmQe8sJtU')
    expect(youtubeId('https://www.youtube-nocookie.com/embed/h4WmQe8sJtU')).toBe('h4WmQe8sJtU')
  })

  it('refuses what is not a YouTube video', () => {
    expect(youtubeId('abc')).toBeNull()
    expect(youtubeId('https://vimeo.com/123456789')).toBeNull()
    expect(youtubeId('https://evil.example/watch?v=Zk3bYQ1nLqM')).toBeNull()
    expect(youtubeId('Zk3bYQ1nLqM"><script>')).toBeNull()
    expect(youtubeId('')).toBeNull()
  })
})
