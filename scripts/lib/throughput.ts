// Requests per second one server answers for one path (autocannon, fixed connections and duration),
// optionally asking for compressed answers: the figure `npm run bench` compares with a bare Next page.
import autocannon from 'autocannon'

export type Throughput = {requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number}

export async function throughput(
  url: string,
  {seconds = 10, connections = 50, compressed = false}: {seconds?: number; connections?: number; compressed?: boolean} = {},
): Promise<Throughput> {
  const headers: Record<string, string> = {accept: 'text/html'}
  if (compressed) headers['accept-encoding'] = 'gzip, br'
  // A short warm-up, so caches and the JIT are warm for both servers alike.
  await autocannon({url, connections, duration: 2, headers})
  const result = await autocannon({url, connections, duration: seconds, headers})
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}
