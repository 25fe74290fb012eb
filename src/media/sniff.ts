/**
 * The extension a file's bytes say it has, among the kinds the files collection accepts (the
 * extensions serve.ts knows); null when they say none of them. The name a person gave the file is
 * never trusted: a PNG named poly.html is a .png.
 */
export function extensionFromBytes(bytes: Uint8Array): string | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return '.jpg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return '.png'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return '.gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return '.webp'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return '.wav'
  if (ascii(0, 5) === '%PDF-') return '.pdf'
  if (ascii(0, 4) === 'OggS') return '.ogg'
  if (ascii(0, 4) === 'fLaC') return '.flac'
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12)
    if (brand === 'avif' || brand === 'avis') return '.avif'
    if (brand === 'M4A ' || brand === 'M4B ') return '.m4a'
    return null
  }
  // MPEG audio: an ID3 tag first, or straight a frame header (sync bits, layer III).
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2)) return '.mp3'
  return looksLikeSvg(bytes) ? '.svg' : null
}

/**
 * An SVG is text: after an optional byte-order mark, XML declaration, comments and doctype, the
 * first element is <svg. Whether it is safe is Payload's own check (and only admins upload one).
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '')
  for (;;) {
    const trimmed = text.trimStart()
    const prolog = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)/i.exec(trimmed)
    if (!prolog) return /^<svg[\s>/]/i.test(trimmed)
    text = trimmed.slice(prolog[0].length)
  }
}
