import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
// s3rver ships no types: a local server that speaks S3's HTTP API and keeps objects in a folder.
// @ts-expect-error -- untyped package
import S3rver from 's3rver'

type Running = { close(): Promise<void> }

/**
 * An S3-compatible server of the test's own on a free port, with one empty bucket, and the
 * site's S3_* settings that point at it.
 */
export async function startS3(bucket: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory }) as Running & {
    run(): Promise<{ port: number }>
  }
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver accepts any key pair of its own: S3RVER / S3RVER.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  let stopped = false
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PREFIX: 'medios/',
    },
    /** The object's bytes, or undefined when the bucket has no such key. */
    async object(key: string): Promise<Buffer | undefined> {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
      } catch {
        return undefined
      }
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return Buffer.from(await object.Body!.transformToByteArray())
    },
    /** Stops the server (once, however often it is called) and removes its folder. */
    async stop() {
      if (stopped) return
      stopped = true
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
