import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { uploadRequestMaxBytes } from './src/cms/media/uploadLimit.mjs'

// Security headers that never vary (docs/decisions/0008-content-security-policy.md). Those that depend on the request or the
// settings (Content-Security-Policy, HSTS) are set by src/proxy.ts at run time: these are fixed
// when the site is built.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // No browser in use still has the XSS filter this header steered (the CSP does that job); sent
  // in its blocking form for scanners and old clients that look for it.
  { key: 'X-XSS-Protection', value: '1; mode=block' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), ' +
      'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Where the build is read from. `npm start` builds into .next; a second site on this machine
  // (a test suite beside another) serves its own copy, so neither reads the other's cache.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes every page's whole HTML (200–270 KB) in JavaScript for its ETag, on every request:
  // without it a cached page is served 40–60 % faster (autocannon, 10 clients: / 133 → 214 req/s).
  generateEtags: false,
  reactStrictMode: true,
  // The public API answers at /api/x and /api/x/ alike, with no redirect (api-contract.md);
  // pages get their trailing-slash redirect from src/proxy.ts.
  skipTrailingSlashRedirect: true,
  // `npm test` type-checks the whole project first (tsc --noEmit) and says so to its one build
  // (NEXT_TYPES_CHECKED=1), which would otherwise check it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === '1' },
  experimental: {
    // Next.js hands the proxy a copy of each request body and the route only the first 10 MB of it
    // by default: a larger upload reached the back office cut short and failed with a 500. The body
    // now passes whole up to the site's upload limit; src/proxy.ts refuses anything larger first.
    proxyClientMaxBodySize: uploadRequestMaxBytes,
    // The compiler keeps its work under .next/cache so the next build of this checkout is faster;
    // writing it takes a minute. CI builds a fresh clone once (NEXT_BUILD_CACHE=0 in .ci/run).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0',
  },
  // Next's file-system cache, shared through Redis between instances when REDIS_URL is set.
  cacheHandler: fileURLToPath(new URL('./src/cache/shared-cache-handler.mjs', import.meta.url)),
  images: {
    formats: ['image/avif', 'image/webp'],
    // Editors' uploads, and the site's own fixed imagery in public/images, with no query string:
    // the optimiser keeps one copy per address, width, quality and format, so `?anything` on a
    // real image would be a new copy each time. Widths are Next's own lists and one quality, so
    // what it keeps is bounded by the real images.
    localPatterns: [
      { pathname: '/media/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
    qualities: [75],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The icon sprite's address carries a hash of its content (scripts/icons.mjs): a browser keeps it.
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // What CSP frame-ancestors says, for clients that read only the older header: nobody may frame
      // a page, but a staff member's «Vista previa» (cookie set by /vista-previa, checked by
      // src/proxy.ts) shows inside the back office's live preview, on the same origin.
      { source: '/:path*', missing: [{ type: 'cookie', key: 'ugc-vista-previa' }], headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      { source: '/:path*', has: [{ type: 'cookie', key: 'ugc-vista-previa' }], headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      // Public data (CORS *) and uploaded files, which other sites and apps may load as they are.
      { source: '/(api|media)/:path*', headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }] },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every response for the colour-scheme client hint with Critical-CH, which makes
// the browser fetch each public page twice on a first visit. Only the admin uses the hint.
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
