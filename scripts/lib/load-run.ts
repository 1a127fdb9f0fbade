// One load run against a running site: a mix of the routes fans hit (pages, news items, images at the
// sizes the pages ask for, unknown slugs, the calendar), each answer checked against the status that
// route should give, and the server's resident memory read after warm-up and at the end.
import {execFileSync} from 'node:child_process'
import autocannon from 'autocannon'

export type LoadOptions = {url: string; pid: number; seconds: number; connections: number; warmupSeconds?: number}

export type LoadReport = {
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  timeouts: number
  unexpected: Record<string, number>
  rssWarmMiB: number
  rssEndMiB: number
}

type Target = {path: string; expect: number}

const PAGES = ['/', '/gallery', '/news', '/sponsors', '/matches/schedules', '/participation/teams', '/about']

/** Every image URL a page's HTML asks for (src and srcset), as the browser would request them. */
async function imagePaths(url: string): Promise<string[]> {
  const found = new Set<string>()
  for (const page of ['/', '/gallery', '/news']) {
    const html = await (await fetch(`${url}${page}`)).text()
    // A srcset separates candidates by a comma and white space; a URL may hold commas itself (rect=x,y,w,h).
    for (const [, src] of html.matchAll(/(\/images\/[^"'\s]+)/g)) found.add(src!.replace(/,$/, '').replaceAll('&amp;', '&'))
  }
  return [...found]
}

async function targets(url: string): Promise<Target[]> {
  const html = await (await fetch(`${url}/news`)).text()
  const news = [...new Set([...html.matchAll(/href="(\/news\/[a-z0-9-]+)"/g)].map((m) => m[1]!))]
  const images = await imagePaths(url)
  return [
    ...PAGES.map((path) => ({path, expect: 200})),
    ...news.map((path) => ({path, expect: 200})),
    ...images.slice(0, 24).map((path) => ({path, expect: 200})),
    ...Array.from({length: 6}, (_, i) => ({path: `/news/made-up-${i}`, expect: 404})),
    {path: '/calendar.ics', expect: 200},
    {path: '/robots.txt', expect: 200},
  ]
}

/** Resident memory of the server and its children, in MiB. */
export function rssMiB(pid: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)]).toString()
  return out.split('\n').filter(Boolean).reduce((sum, kb) => sum + Number(kb), 0) / 1024
}

function run(url: string, list: Target[], seconds: number, connections: number, unexpected: Record<string, number>) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: list.map((target) => ({
      method: 'GET' as const,
      path: target.path,
      headers: {accept: target.path.startsWith('/images/') ? 'image/avif,image/webp,*/*' : 'text/html'},
      onResponse: (status: number) => {
        if (status !== target.expect) unexpected[`${target.path} → ${status}`] = (unexpected[`${target.path} → ${status}`] ?? 0) + 1
      },
    })),
  })
}

export async function runLoad({url, pid, seconds, connections, warmupSeconds = 3}: LoadOptions): Promise<LoadReport> {
  const list = await targets(url)
  const unexpected: Record<string, number> = {}
  await run(url, list, warmupSeconds, connections, unexpected)
  const rssWarmMiB = rssMiB(pid)
  const result = await run(url, list, seconds, connections, unexpected)
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected,
    rssWarmMiB: Math.round(rssWarmMiB),
    rssEndMiB: Math.round(rssMiB(pid)),
  }
}
