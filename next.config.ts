// The one Next.js config. It sits at the repo root because the design card puts it there;
// Next finds it by searching upward from web/ (`next build web`).
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Parallel local builds (e2e, bundle budgets) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  compiler: { styledComponents: true },
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
}

export default nextConfig
