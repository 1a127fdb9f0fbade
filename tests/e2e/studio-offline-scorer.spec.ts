// The scorer's tool with no network (issue 54): on a phone at 390 px, in the built Studio served by the local
// Content Lake stand-in, a volunteer scores the demo's final; the signal drops after three balls, twelve more
// are scored (a wide, an over's end, a wicket among them) with a reload of the Studio half-way, still with no
// signal; the browser is then closed and opened again, still offline, and the signal comes back. The
// stand-in then holds all fifteen balls once and in order, the site's match page shows them, and no error
// screen appeared at any moment.
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, chromium, test, type BrowserContext, type Page} from '@playwright/test'
import {teamCode} from '../../league/team-code'
import {CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT} from './support/browser'
import {ROOT, startSite, type RunningSite} from './support/site-server'
import {keepOffline, openStudio, startStudio, taskScreenshot} from './support/studio'

/** The Studio is a large app: on a busy two-core machine a document can take a minute or more to open. */
const expect = baseExpect.configure({timeout: 90_000})
/** This spec's servers (E2E_PORT + 40 to + 42): apart from every other spec's. */
const PORTS = {lake: E2E_PORT + 40, studio: E2E_PORT + 41, site: E2E_PORT + 42}
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}
/** What the Studio shows when it breaks: its crash screen, a chunk it could not load, an uncaught error. */
const ERROR_SCREEN = /crashed|dynamically imported module|Uncaught error|An error occurred/i

type Doc = {_id: string; _type: string; name?: string; team?: {_ref: string}; homeTeam?: {_ref: string}; awayTeam?: {_ref: string}; matchNumber?: number}
type Delivery = {_key: string; runs: {total: number}; extras?: {wides?: number}; wickets?: unknown[]}
let lake: Awaited<ReturnType<typeof startStudio>>
let site: RunningSite
let copy: string
let docs: Doc[]
/** The scorer's browser, closed after the test whatever happens in it. */
let phone: BrowserContext | undefined

test.describe.configure({mode: 'serial', timeout: 900_000})

/** The scorer's phone: a browser whose profile (its service worker, its caches, its storage) outlives a close. */
async function openPhone(profile: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    // Chromium registers a service worker only from a script whose certificate it trusts, and the context's
    // ignoreHTTPSErrors does not reach that check: the browser is told to trust this run's certificate.
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
    ignoreHTTPSErrors: true, // the stand-in's certificate is made for this run
    ...PHONE,
  })
  await keepOffline(context)
  return context
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  copy = await mkdtemp(path.join(tmpdir(), 'opl-offline-scorer-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  const datasetFile = path.join(copy, 'demo-season.ndjson')
  docs = (await readFile(datasetFile, 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Doc)
  await writeFile(datasetFile, docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  lake = await startStudio({datasetFile, port: PORTS.lake, studioPort: PORTS.studio})
  site = await startSite(PORTS.site, {CONTENT_DATASET_PATH: datasetFile})
})
test.afterAll(async () => {
  await Promise.all([phone?.close(), lake?.close(), site?.stop()])
  if (copy) await rm(copy, {recursive: true, force: true})
})

/** Every text that appears on the page, watched from its first script on every load: an error screen shown
 * even for a moment is kept here, across reloads. */
async function watchForErrorScreens(page: Page, seen: string[] = []): Promise<string[]> {
  await page.exposeFunction('__reportErrorScreen', (text: string) => void seen.push(text))
  await page.addInitScript((pattern) => {
    const report = (window as unknown as {__reportErrorScreen: (text: string) => void}).__reportErrorScreen
    let last = ''
    const check = () => {
      const found = new RegExp(pattern, 'i').exec(document.body?.innerText ?? '')?.[0] ?? ''
      if (found && found !== last) report(found)
      last = found
    }
    new MutationObserver(check).observe(document, {childList: true, subtree: true, characterData: true})
  }, ERROR_SCREEN.source)
  return seen
}

test('scoring with no signal: 15 balls, a reload and a closed browser offline, every ball saved once and in order when the signal returns', async ({}, testInfo) => {
  const profile = testInfo.outputPath('phone-profile')
  let context = (phone = await openPhone(profile))
  let page = context.pages()[0] ?? (await context.newPage())
  const errorScreens = await watchForErrorScreens(page)
  const byId = new Map(docs.map((d) => [d._id, d]))
  const final = byId.get('match-final')!
  const [home, away] = [byId.get(final.homeTeam!._ref)!, byId.get(final.awayTeam!._ref)!]
  const code = teamCode(home)
  const squad = (team: Doc) => docs.filter((d) => d._type === 'player' && d.team?._ref === team._id).map((d) => d.name!).sort((a, b) => a.localeCompare(b))
  const [opener1, opener2, newBatter] = squad(home) as [string, string, string]
  const [bowler, catcher, nextBowler] = squad(away) as [string, string, string]
  const tool = () => page.getByRole('region', {name: 'Scorer'})
  const key = (name: string) => tool().getByRole('button', {name, exact: true})
  const scoreLine = () => tool().getByTestId('score-line')
  const saveState = () => tool().getByTestId('save-state')
  const storedBalls = async () => ((await lake.store.get('scorecard-match-final')) as {innings?: Array<{deliveries?: Delivery[]}>} | undefined)?.innings?.[0]?.deliveries ?? []
  // The guide's pictures show the phone's screen as the scorer sees it, the tool scrolled to its top.
  const phoneScreen = async (task: string) => {
    await page.getByTestId('document-panel-scroller').evaluate((element) => element.scrollTo(0, 0))
    await taskScreenshot(page.locator('body'), task)
  }
  const ball = async (press: () => Promise<void>, line: string) => {
    await press()
    await expect(scoreLine()).toHaveText(`${code} ${line}`)
    expect(errorScreens).toEqual([])
  }

  // From the match to its scorecard, started today; the toss, the openers and the first bowler.
  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Matches by season', exact: true}).click()
  await page.getByRole('link', {name: /OPL 2026/}).click()
  await page.getByRole('link', {name: `#${final.matchNumber} ${home.name} v ${away.name}`}).click()
  await page.getByRole('link', {name: 'Score this match'}).click()
  await key('Yes, start it today').click() // the demo's final is dated weeks ahead
  await key(home.name!).click()
  await key('Bat').click()
  await key(opener1).click()
  await key(opener2).click()
  await key(bowler).click()
  await expect(tool().getByTestId('offline-ready')).toHaveText('This phone can score without signal.')

  // Three balls with the signal: each saved at once.
  await ball(() => key('One run').click(), '1/0 (0.1)')
  await ball(() => key('Four runs').click(), '5/0 (0.2)')
  await ball(() => key('No run').click(), '5/0 (0.3)')
  await expect(saveState()).toHaveText('All balls saved')
  await expect.poll(async () => (await storedBalls()).length).toBe(3)

  // The signal drops: twelve more, a wide, an over's end and a wicket among them, each on the scoreboard at once.
  await context.setOffline(true)
  await ball(async () => {
    await key('Wide').click()
    await key('Wide, nothing else').click()
  }, '6/0 (0.3)')
  await expect(saveState()).toHaveText('Offline — 1 ball waiting')
  await ball(() => key('One run').click(), '7/0 (0.4)')
  await ball(() => key('Two runs').click(), '9/0 (0.5)')
  await ball(() => key('No run').click(), '9/0 (1.0)')
  await expect(tool().getByRole('heading', {name: 'End of over 1. Who bowls over 2?'})).toBeVisible()
  await key(nextBowler).click()
  await ball(async () => {
    await key('Wicket').click()
    await key('Caught').click()
    await key(catcher).click()
  }, '9/1 (1.1)')
  await expect(tool().getByRole('heading', {name: /who comes in\?/})).toBeVisible()
  await key(newBatter).click()
  await ball(() => key('One run').click(), '10/1 (1.2)')
  await expect(saveState()).toHaveText('Offline — 6 balls waiting')

  // Reloaded with no signal: the Studio starts from this phone alone and the tool shows every ball, six waiting.
  await page.reload()
  await expect(scoreLine().or(page.getByText(ERROR_SCREEN)).first()).toBeVisible()
  expect(errorScreens).toEqual([])
  await expect(scoreLine()).toHaveText(`${code} 10/1 (1.2)`)
  await expect(saveState()).toHaveText('Offline — 6 balls waiting')
  await phoneScreen('reload-without-signal')
  expect(errorScreens).toEqual([])
  await ball(() => key('Four runs').click(), '14/1 (1.3)')
  await ball(() => key('No run').click(), '14/1 (1.4)')
  await ball(() => key('Six runs').click(), '20/1 (1.5)')
  await ball(() => key('One run').click(), '21/1 (2.0)')
  await key(bowler).click()
  await ball(() => key('Two runs').click(), '23/1 (2.1)')
  await ball(() => key('Three runs').click(), '26/1 (2.2)')
  await expect(saveState()).toHaveText('Offline — 12 balls waiting')
  await phoneScreen('score-without-signal')
  expect((await storedBalls()).length, 'nothing reached the stand-in while offline').toBe(3)

  // The browser closed with no signal (a swipe, a flat battery) and opened again, still offline: every ball is
  // there, twelve waiting.
  const toolAddress = page.url()
  await context.close()
  context = phone = await openPhone(profile)
  await context.setOffline(true)
  page = context.pages()[0] ?? (await context.newPage())
  await watchForErrorScreens(page, errorScreens)
  await page.goto(toolAddress)
  await expect(scoreLine().or(page.getByText(ERROR_SCREEN)).first()).toBeVisible()
  await expect(scoreLine()).toHaveText(`${code} 26/1 (2.2)`)
  await expect(saveState()).toHaveText('Offline — 12 balls waiting')
  expect(errorScreens).toEqual([])

  // The signal returns: every ball written once, in order.
  await context.setOffline(false)
  await expect(saveState()).toHaveText('All balls saved')
  await expect.poll(async () => (await storedBalls()).length).toBe(15)
  const balls = await storedBalls()
  expect(new Set(balls.map((b) => b._key)).size).toBe(15)
  expect(balls.map((b) => b.runs.total)).toEqual([1, 4, 0, 1, 1, 2, 0, 0, 1, 4, 0, 6, 1, 2, 3])
  expect(balls[3]).toMatchObject({extras: {wides: 1}})
  expect(balls[7]!.wickets).toHaveLength(1)
  await expect(scoreLine()).toHaveText(`${code} 26/1 (2.2)`)
  expect(errorScreens).toEqual([])

  // The fan's match page has them all (the first ball marked the match Live, once it was sent).
  await expect.poll(async () => (await lake.store.get(final._id))?.status).toBe('live')
  const fan = await context.newPage()
  await expect(async () => {
    await fan.goto(`${site.url}/matches/2026/${final.matchNumber}`)
    await baseExpect(fan.getByRole('region', {name: 'Scoreboard'})).toContainText('26/1 (2.2)', {timeout: 5_000})
  }).toPass({timeout: 60_000})

  // The season's match list shows the Final's score as its deliveries make it: the first ball linked the
  // match to its scorecard.
  await expect.poll(async () => ((await lake.store.get(final._id)) as {scorecard?: {_ref?: string}} | undefined)?.scorecard?._ref).toBe('scorecard-match-final')
  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Matches by season', exact: true}).click()
  await page.getByRole('link', {name: /OPL 2026/}).click()
  await expect(page.getByRole('link', {name: `#${final.matchNumber} ${home.name} v ${away.name}`})).toBeVisible()
  await expect(page.getByRole('link', {name: new RegExp(`^#${final.matchNumber} .*Live · ${code} 26/1 \\(2\\.2\\)`)})).toBeVisible()
  await context.close()
})
