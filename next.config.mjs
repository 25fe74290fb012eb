import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The public API answers at /api/x and /api/x/ alike, with no redirect (api-contract.md);
  // pages get their trailing-slash redirect from src/proxy.ts.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
