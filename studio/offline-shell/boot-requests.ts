// The Studio's reads made before its service worker controlled the page (on the first visit, the start-up
// ones: the signed-in user, the project, the first documents): listed from the browser's own record of the
// page's requests, so the worker can fetch each once and answer it on a reload with no network. The record
// starts when the Studio's code is first evaluated, before its first request.

/** Resource entries of the page's own fetches and XHRs (the Studio's API calls); scripts, fonts and
 * streams are no reads the worker replays. */
const READ_INITIATORS = new Set(['fetch', 'xmlhttprequest'])
/** The API's endpoints that only take writes (POST): the browser's record does not say a request's method, so
 * these are known by their path and never fetched again as reads. */
const WRITE_ONLY_PATH = /\/(data\/(mutate|actions)|descriptors\/claim)(\/|\?|$)/

/** Whether a request the page made is a read the worker may fetch again (a GET, answered on a reload). */
export const isReplayableRead = (url: string, initiatorType: string) => READ_INITIATORS.has(initiatorType) && !WRITE_ONLY_PATH.test(new URL(url).pathname)

const seen = new Set<string>()
let recorder: PerformanceObserver | undefined

function record(entries: PerformanceEntryList) {
  for (const entry of entries) {
    if (isReplayableRead(entry.name, (entry as PerformanceResourceTiming).initiatorType)) seen.add(entry.name)
  }
}

/** Starts the record (once), taking in what the browser already buffered. */
export function startRecordingRequests() {
  if (recorder || typeof PerformanceObserver === 'undefined') return
  recorder = new PerformanceObserver((list) => record(list.getEntries()))
  recorder.observe({type: 'resource', buffered: true})
}

/** Every read the page has made so far; the record stops here (from now on the worker sees them itself). */
export function takeRecordedRequests(): string[] {
  if (recorder) record(recorder.takeRecords())
  recorder?.disconnect()
  return [...seen]
}
