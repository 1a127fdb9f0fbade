// This server's own address, for work it asks of itself as a browser would: the gallery's large photos
// made ahead at start-up (lib/content/embedded/lightbox-warm.ts), through the image route's own cache.

/** This server's own address, from the settings Next's server listens by: HOSTNAME (every interface
 * when unset or 0.0.0.0, reached on the loopback then) and PORT (default 3000). */
export function selfOrigin(env: Record<string, string | undefined> = process.env): string {
  const host = !env.HOSTNAME || env.HOSTNAME === '0.0.0.0' || env.HOSTNAME === '::' ? '127.0.0.1' : env.HOSTNAME
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 3000}`
}

/** Runs `task` once this server accepts connections (it may still be starting when asked), retrying
 * every 250 ms for at most 30 s; `what` names the task in the one warning if it never succeeds. */
export async function whenServerAnswers(task: () => Promise<void>, what: string, attempts = 120): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= attempts) return console.warn(`[server] ${what} failed:`, error)
      await new Promise((resolve) => setTimeout(resolve, 250).unref()) // never what keeps a process alive
    }
  }
}
