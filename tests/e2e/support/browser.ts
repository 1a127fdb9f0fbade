// How every browser test and script here launches Chromium: Debian's binary with the flags that
// keep it off the (closed) network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
/** The port of the production server the e2e suite starts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
