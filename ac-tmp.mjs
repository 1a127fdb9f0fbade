import autocannon from 'autocannon'
const r = await autocannon({url: process.argv[2], connections: 50, duration: Number(process.argv[3] ?? 8)})
console.log(process.argv[2], Math.round(r.requests.average), 'req/s', 'p50', r.latency.p50, 'non2xx', r.non2xx)
