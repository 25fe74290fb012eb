import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** src/env.ts as a fresh start with these variables would read it. */
async function load(vars: Record<string, string>) {
  vi.resetModules()
  vi.stubEnv('DATA_DIR', path.join(os.tmpdir(), 'ugc-env-test'))
  for (const name of [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'S3_PREFIX',
    'S3_REGION',
  ]) {
    vi.stubEnv(name, undefined)
  }
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
  return (await import('./env')).env
}

afterEach(() => vi.unstubAllEnvs())

describe('S3 settings', () => {
  it('without S3_BUCKET the files stay on disk', async () => {
    expect((await load({})).s3).toBeUndefined()
    expect((await load({ S3_BUCKET: '' })).s3).toBeUndefined()
  })

  it('reads a MinIO-style bucket', async () => {
    const env = await load({
      S3_BUCKET: 'ugc',
      S3_ENDPOINT: 'https://minio.interno:9000',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'sitio/medios/',
    })
    expect(env.s3).toEqual({
      bucket: 'ugc',
      region: 'us-east-1',
      endpoint: 'https://minio.interno:9000',
      forcePathStyle: true,
      prefix: 'sitio/medios/',
      credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
    })
  })

  it('leaves the credentials to AWS when no keys are given', async () => {
    const env = await load({ S3_BUCKET: 'ugc', S3_REGION: 'us-west-2' })
    expect(env.s3).toMatchObject({
      bucket: 'ugc',
      region: 'us-west-2',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    })
  })

  it.each([
    [{ S3_BUCKET: 'ugc', S3_ACCESS_KEY_ID: 'clave' }, 'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas'],
    [{ S3_BUCKET: 'ugc', S3_PREFIX: 'medios' }, 'S3_PREFIX: S3_PREFIX debe ser una carpeta terminada en /, como medios/'],
    [{ S3_BUCKET: 'ugc', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: S3_ENDPOINT debe ser una URL'],
    [{ S3_BUCKET: 'ugc', S3_FORCE_PATH_STYLE: 'si' }, 'S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE debe ser true o false'],
  ])('refuses %o with a message that names the variable', async (vars, message) => {
    await expect(load(vars)).rejects.toThrow(message)
  })
})

describe('proxies and mail settings', () => {
  it('by default no proxy is trusted and mail is never sent in clear text', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', undefined)
    vi.stubEnv('SMTP_ALLOW_PLAINTEXT', undefined)
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', undefined)
    const env = await load({})
    expect(env.trustedProxyHops).toBe(0)
    expect(env.smtpAllowPlaintext).toBe(false)
    expect(env.webhookAllowPrivate).toBe(false)
  })

  it('reads a CDN and a balancer, and a local mail sink', async () => {
    const env = await load({ TRUSTED_PROXY_HOPS: '2', SMTP_ALLOW_PLAINTEXT: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' })
    expect(env.trustedProxyHops).toBe(2)
    expect(env.smtpAllowPlaintext).toBe(true)
    expect(env.webhookAllowPrivate).toBe(true)
  })

  it.each([
    [{ TRUSTED_PROXY_HOPS: 'dos' }, 'TRUSTED_PROXY_HOPS: TRUSTED_PROXY_HOPS debe ser un número entero de 0 a 10'],
    [{ TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS: TRUSTED_PROXY_HOPS debe ser un número entero de 0 a 10'],
    [{ SMTP_ALLOW_PLAINTEXT: 'si' }, 'SMTP_ALLOW_PLAINTEXT: SMTP_ALLOW_PLAINTEXT debe ser true o false'],
    [{ WEBHOOK_ALLOW_PRIVATE: 'si' }, 'WEBHOOK_ALLOW_PRIVATE: WEBHOOK_ALLOW_PRIVATE debe ser true o false'],
  ])('refuses %o with a message that names the variable', async (vars, message) => {
    await expect(load(vars)).rejects.toThrow(message)
  })
})
