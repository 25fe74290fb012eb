import { describe, expect, it } from 'vitest'
import { uploadMaxBytes, uploadRequestMaxBytes } from './uploadLimit.mjs'
import { explainFileRefusal, fileTooLarge, fileTypeRefused, fileUnreadable, heicRefused, uploadRequestRefusal } from './uploadRules'

const multipart = (length?: number) =>
  new Headers({ 'content-type': 'multipart/form-data; boundary=x', ...(length === undefined ? {} : { 'content-length': String(length) }) })

describe('uploadRequestRefusal (the proxy)', () => {
  it('refuses an upload to the back office over the limit with 413, and one of unknown length with 411', () => {
    expect(uploadMaxBytes).toBe(25 * 1024 * 1024)
    expect(uploadRequestRefusal('POST', '/cms-api/media', multipart(uploadRequestMaxBytes + 1))).toEqual({
      status: 413,
      message: fileTooLarge,
    })
    expect(uploadRequestRefusal('PATCH', '/cms-api/media/4', multipart(30 * 1024 * 1024))?.status).toBe(413)
    expect(uploadRequestRefusal('POST', '/cms-api/media', multipart())?.status).toBe(411)
  })

  it('lets through an upload within the limit, and anything that is not an upload to the back office', () => {
    expect(uploadRequestRefusal('POST', '/cms-api/media', multipart(uploadRequestMaxBytes))).toBeNull()
    expect(
      uploadRequestRefusal('POST', '/cms-api/media', new Headers({ 'content-type': 'application/json', 'content-length': '99999999' })),
    ).toBeNull()
    expect(uploadRequestRefusal('GET', '/cms-api/media', multipart())).toBeNull()
    expect(uploadRequestRefusal('POST', '/api/contacto', multipart(99_999_999))).toBeNull()
  })
})

describe('explainFileRefusal', () => {
  const media = { slug: 'media', upload: { mimeTypes: [] } } as never
  const run = (error: object, collection = media) =>
    explainFileRefusal({
      collection,
      error: Object.assign(new Error('x'), error),
      context: {},
      req: {} as never,
      result: undefined,
    } as never)
  const fileError = (message: string) => ({ status: 400, data: { errors: [{ path: 'file', message }] } })
  const answer = (message: string, status: number) => ({
    status,
    response: { errors: [{ name: 'APIError', message, data: { errors: [{ path: 'file', message }] } }] },
  })

  it('says in Spanish, at the file, why a file was refused: size 413, type 415, damaged 400', () => {
    expect(run({ status: 413 })).toEqual(answer(fileTooLarge, 413))
    expect(run(fileError('Invalid MIME type: application/zip.'))).toEqual(answer(fileTypeRefused, 415))
    expect(run(fileError('File type application/x-msdownload (from extension exe) is not allowed.'))).toEqual(answer(fileTypeRefused, 415))
    expect(run(fileError('Invalid MIME type: image/heic.'))).toEqual(answer(heicRefused, 415))
    expect(run(fileError('Invalid or corrupted PDF file.'))).toEqual(answer(fileUnreadable, 400))
  })

  it('leaves other errors and other collections alone', () => {
    expect(run({ status: 400, data: { errors: [{ path: 'alt', message: 'Obligatorio' }] } })).toBeUndefined()
    expect(run({ status: 403, data: { field: 'file' } })).toBeUndefined()
    expect(run({ status: 413 }, { slug: 'users', upload: false } as never)).toBeUndefined()
  })
})
