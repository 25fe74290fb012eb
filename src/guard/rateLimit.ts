import 'server-only'
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { env } from '@/env'

let redis: Redis | undefined
function redisClient(): Redis {
  // Commands wait for the first connection; if Redis goes away later they fail fast and the
  // in-memory insurance limiter takes over, so the site keeps answering.
  redis ??= new Redis(env.redisUrl!, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
  return redis
}

// One map per process, not per module copy: Next.js bundles each route on its own, and the
// sign-in limit must count REST and GraphQL attempts (two routes) in the same memory bucket.
const shared = globalThis as { ugcRateLimiters?: Map<string, RateLimiterAbstract> }
const limiters = (shared.ugcRateLimiters ??= new Map<string, RateLimiterAbstract>())

/** A per-key limit of `points` per `seconds` (a minute unless said): in memory, or shared in Redis across instances when REDIS_URL is set. */
function limiter(name: string, points: number, seconds = 60): RateLimiterAbstract {
  const key = `${name}:${points}:${seconds}`
  let found = limiters.get(key)
  if (!found) {
    found = env.redisUrl
      ? new RateLimiterRedis({
          storeClient: redisClient(),
          keyPrefix: `ugc:rl:${name}`,
          points,
          duration: seconds,
          insuranceLimiter: new RateLimiterMemory({ points, duration: seconds }),
        })
      : new RateLimiterMemory({ keyPrefix: name, points, duration: seconds })
    limiters.set(key, found)
  }
  return found
}

type LimitName =
  'visitas' | 'contacto' | 'registro' | 'inicio-sesion' | 'inicio-sesion-cuenta' | 'contrasena-olvidada' | 'restablecer-cuenta'

/**
 * The wait of a limiter's refusal (it rejects with its RateLimiterRes, not an Error), or undefined
 * for a real failure. Read by shape: the limiters are shared by every route's bundle, each with its
 * own copy of the library's classes, so `instanceof` fails across them (GraphQL's sign-in met a
 * limiter the REST route had made and answered 500).
 */
function refusalWait(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || error instanceof Error) return undefined
  const { msBeforeNext, remainingPoints } = error as { msBeforeNext?: unknown; remainingPoints?: unknown }
  return typeof msBeforeNext === 'number' && typeof remainingPoints === 'number' ? msBeforeNext : undefined
}

/** Takes one point for the client; `retryAfter` seconds when over the limit. A limit of 0 is off. */
export async function consume(
  name: LimitName,
  points: number,
  client: string,
  seconds = 60,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  if (points <= 0) return { ok: true }
  try {
    await limiter(name, points, seconds).consume(client)
    return { ok: true }
  } catch (error) {
    const msBeforeNext = refusalWait(error)
    if (msBeforeNext !== undefined) return { ok: false, retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)) }
    throw error
  }
}

/** Gives a point back: an attempt that turned out well (a sign-in) does not count against the client. */
export async function giveBack(name: LimitName, points: number, client: string, seconds = 60): Promise<void> {
  if (points <= 0) return
  await limiter(name, points, seconds).reward(client, 1)
}

/** Forgets every point the client took: a sign-in that succeeded wipes the failures before it. */
export async function forget(name: LimitName, points: number, client: string, seconds = 60): Promise<void> {
  if (points <= 0) return
  await limiter(name, points, seconds).delete(client)
}

// The address logic lives with the other request facts (src/guard/client.ts); the limits key by it.
export { clientAddress } from './client'
