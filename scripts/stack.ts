// `npm run stack`: the production topology on this machine — nginx on STACK_PORT (8080) in front of two
// of Next's servers (STACK_APP_PORTS, 3001,3002) sharing redis-server (STACK_REDIS_PORT, 6390) —
// from the last build (`npm run build` first when there is none). Ctrl-C stops it all.
// `npm run stack -- --print-config` prints the nginx configuration it would write, for a server.
import {spawnSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {nginxConfig, startStack} from './lib/stack'
import {ROOT, standaloneServer} from './lib/standalone'
import {helpIfAsked} from './lib/command-line'

const distDir = process.env.NEXT_DIST_DIR ?? '.next'
const port = Number(process.env.STACK_PORT ?? 8080)
const [first, second] = (process.env.STACK_APP_PORTS ?? '3001,3002').split(',').map(Number)
const appPorts: [number, number] = [first!, second!]
const redisPort = Number(process.env.STACK_REDIS_PORT ?? 6390)
const prefix = path.join(ROOT, '.stack')

helpIfAsked(`
Usage: npm run stack [-- --print-config]

The production topology on this machine: nginx in front of two of Next's servers sharing Redis.
  --print-config  print the nginx configuration it would write, and start nothing
  --help          this text
`)
if (process.argv.includes('--print-config')) {
  const staticDir = path.join(path.dirname(standaloneServer(distDir)), distDir, 'static')
  console.log(await nginxConfig({listen: `0.0.0.0:${port}`, apps: [`127.0.0.1:${first}`, `127.0.0.1:${second}`], staticDir, prefix}))
} else {
  if (!existsSync(standaloneServer(distDir))) {
    console.log('No build yet: building first (npm run build).')
    if (spawnSync('npm', ['run', 'build'], {cwd: ROOT, stdio: 'inherit'}).status !== 0) process.exit(1)
  }
  const stack = await startStack({port, appPorts, redisPort, distDir, prefix, env: {CONTENT_DATASET_PATH: path.join(ROOT, 'content', 'data.ndjson')}})
  console.log(`\nThe stack is up: ${stack.url} (nginx) → 127.0.0.1:${first} and :${second} (Next) → Redis on :${redisPort}. Ctrl-C stops it.`)
  const end = () => void stack.stop().then(() => process.exit(0))
  process.once('SIGINT', end)
  process.once('SIGTERM', end)
}
