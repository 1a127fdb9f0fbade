// Every text with which a page shows one match's score, recorded in the page each time any of them changes
// (a MutationObserver, so no moment between two polls is missed): its live lines, the match page's
// scoreboard, its share text and its innings totals. Read back as `window.__scoreSnapshots`.

/** What the page showed from `at` (ms since the epoch, the machine's clock) until the next snapshot. */
export type Snapshot = {at: number; texts: string[]}

export const scoreSnapshot = {
  /** Runs in the page (self-contained): starts recording the score texts of match `matchId`. */
  install(matchId: string) {
    const texts = () => {
      const found: string[] = []
      for (const line of document.querySelectorAll(`[data-live-score="${matchId}"]`)) found.push(line.textContent ?? '')
      const board = document.querySelector('[aria-label="Scoreboard"]')
      if (board) found.push(board.textContent ?? '')
      const share = document.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')
      if (share) found.push(new URL(share.href).searchParams.get('text') ?? '')
      const innings = [...document.querySelectorAll('section[id^="innings-"]')].map((section) => section.querySelector('strong')?.textContent ?? '')
      if (innings.length) found.push(innings.join(' | '))
      return found
    }
    const scope = window as unknown as {__scoreSnapshots: Snapshot[]}
    scope.__scoreSnapshots = [{at: Date.now(), texts: texts()}]
    new MutationObserver(() => {
      const now = texts()
      if (JSON.stringify(now) !== JSON.stringify(scope.__scoreSnapshots.at(-1)!.texts)) scope.__scoreSnapshots.push({at: Date.now(), texts: now})
    }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true})
  },
}
