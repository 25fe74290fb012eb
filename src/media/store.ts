import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { env, type S3Settings } from '@/env'

/** What the site needs to know of a stored file to answer for it. */
type StoredFile = { size: number; modified: Date; etag: string }

/** A byte range, both ends included, already checked against the file's size. */
type ByteRange = { start: number; end: number }

/**
 * Where uploaded files live: DATA_DIR/media on this disk, or an S3-compatible bucket shared by
 * every instance. Names are the bare file names Payload gives (no folders).
 */
export interface MediaStore {
  readonly kind: 'disco' | 's3'
  /** undefined when there is no such file. */
  stat(name: string): Promise<StoredFile | undefined>
  read(name: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>
  put(name: string, body: Uint8Array, contentType: string): Promise<void>
  /** Files already gone are not an error. */
  remove(names: string[]): Promise<void>
}

function diskStore(dir: string): MediaStore {
  const fileOf = (name: string) => path.join(dir, name)
  return {
    kind: 'disco',
    async stat(name) {
      try {
        const stat = await fs.promises.stat(fileOf(name))
        if (!stat.isFile()) return undefined
        return { size: stat.size, modified: stat.mtime, etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"` }
      } catch {
        return undefined
      }
    },
    async read(name, range) {
      return Readable.toWeb(fs.createReadStream(fileOf(name), range)) as ReadableStream<Uint8Array>
    },
    async put(name, body) {
      await fs.promises.mkdir(dir, { recursive: true })
      await fs.promises.writeFile(fileOf(name), body)
    },
    async remove(names) {
      await Promise.all(names.map((name) => fs.promises.rm(fileOf(name), { force: true })))
    },
  }
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound')

function s3Store(settings: S3Settings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: S3-compatible servers (MinIO, R2, older emulators)
    // do not all accept the SDK's newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  const keyOf = (name: string) => `${settings.prefix}${name}`
  return {
    kind: 's3',
    async stat(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }))
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0), etag: head.ETag ?? `"${head.ContentLength}"` }
      } catch (error) {
        if (missing(error)) return undefined
        throw error
      }
    },
    async read(name, range) {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: keyOf(name), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      )
      if (!object.Body) throw new Error(`S3 no devolvió el contenido de ${name}`)
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>
    },
    async put(name, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: body, ContentType: contentType }))
    },
    async remove(names) {
      if (names.length === 0) return
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: names.map((name) => ({ Key: keyOf(name) })), Quiet: true } }))
    },
  }
}

let store: MediaStore | undefined

/** The store this instance was configured with (S3 when S3_BUCKET is set). */
export function mediaStore(): MediaStore {
  return (store ??= env.s3 ? s3Store(env.s3) : diskStore(env.mediaDir))
}
