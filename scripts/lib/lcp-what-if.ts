// Why a page's simulated LCP is what it is: Lighthouse's mobile LCP is not measured but simulated
// (Lantern) from the recorded load, over a graph of every request and task it judges the paint to
// depend on. Every request that finished before the paint was seen is in that graph (low-priority
// images aside), so the framework's scripts count whenever they arrive before the first frame — on
// localhost they arrive within ~150 ms, before a page of some size has painted. This runs the same
// simulation again over the recorded graph without those nodes, to show what they cost.
// Reads Lighthouse's saved artifacts (`-GA=<dir>`); uses Lighthouse's own modules (pinned ~12.8).
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {defaultSettings} from 'lighthouse/core/config/constants.js'
import {LanternLargestContentfulPaint} from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import {LoadSimulator} from 'lighthouse/core/computed/load-simulator.js'

export type LcpWhatIf = {
  /** The simulated LCP as Lighthouse reports it. */
  measured: number
  /** Without the site's script files (Next's framework and the pages' chunks) and their evaluation. */
  withoutScripts: number
  /** Without those and without the web font. */
  withoutScriptsOrFont: number
}

type Graph = Awaited<ReturnType<typeof LanternLargestContentfulPaint.request>>['optimisticGraph']
type Node = Parameters<NonNullable<Parameters<Graph['cloneWithRelationships']>[0]>>[0]

const isScript = (node: Node) =>
  (node.type === 'network' && node.request.resourceType === 'Script') ||
  (node.type === 'cpu' && [...node.getEvaluateScriptURLs()].some((url) => url.includes('/_next/static/')))
const isFont = (node: Node) => node.type === 'network' && node.request.resourceType === 'Font'
/** Lantern leaves these out of LCP itself (offscreen images). */
const isLowPriorityImage = (node: Node) =>
  node.type === 'network' && node.request.resourceType === 'Image' && ['Low', 'VeryLow'].includes(node.request.priority)

export async function lcpWhatIf(artifactsDir: string): Promise<LcpWhatIf> {
  const read = async (file: string) => JSON.parse(await readFile(path.join(artifactsDir, file), 'utf8'))
  const [trace, devtoolsLog, artifacts] = await Promise.all([
    read('defaultPass.trace.json'),
    read('defaultPass.devtoolslog.json'),
    read('artifacts.json'),
  ])
  const context = {computedCache: new Map(), settings: defaultSettings}
  const data = {trace, devtoolsLog, gatherContext: artifacts.GatherContext, settings: defaultSettings, simulator: null, URL: artifacts.URL, SourceMaps: []}
  const lcp = await LanternLargestContentfulPaint.request(data, context)
  const simulator = await LoadSimulator.request({devtoolsLog, settings: defaultSettings}, context)
  // Lantern's LCP: the mean of its optimistic and pessimistic graphs' last relevant node.
  const simulate = (drop: (node: Node) => boolean) => {
    const ends = [lcp.optimisticGraph, lcp.pessimisticGraph].map((graph) => {
      const {nodeTimings} = simulator.simulate(graph.cloneWithRelationships((node) => !drop(node)))
      return Math.max(...[...nodeTimings].filter(([node]) => !isLowPriorityImage(node)).map(([, timing]) => timing.endTime))
    })
    return Math.round((ends[0]! + ends[1]!) / 2)
  }
  return {
    measured: Math.round(lcp.timing),
    withoutScripts: simulate(isScript),
    withoutScriptsOrFont: simulate((node) => isScript(node) || isFont(node)),
  }
}
