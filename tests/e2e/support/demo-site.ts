// One server on the demo season (content/demo-season.ndjson, a played season) for a spec file, on a
// private copy of the content and the build: call at the top of the file; read the server from the
// returned function inside tests. The file's tests run in order in one worker. With `around`, the
// season is made afresh so that on that day its league is played and its final is ahead
// (scripts/seed/demo-season.ts --around), so a test of what comes next never runs out of season.
import {execFileSync} from 'node:child_process'
import path from 'node:path'
import {siteOnCopy, type CopySite} from './copy-site'
import {ROOT} from './site-server'

export type DemoSite = CopySite

export function demoSite({around}: {around?: Date} = {}): () => DemoSite {
  return siteOnCopy('demo', async (box) => {
    const dataset = path.join(path.dirname(box.file), 'demo-season.ndjson')
    if (around) {
      const script = path.join(ROOT, 'scripts/seed/demo-season.ts')
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), [script, `--around=${around.toISOString().slice(0, 10)}`, dataset], {cwd: ROOT})
    }
    return dataset
  })
}
