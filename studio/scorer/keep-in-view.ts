// On a phone the score line stays stuck at the top of the tool; whenever the step, the refusal or the notice
// changes, the refusal, the notice and the question under them are brought into view just below it, so
// the scorer never scrolls to read what the tool just said.
import {useLayoutEffect, useRef, type RefObject} from 'react'
import {SCORE_STUCK_AT_PX} from './scorer.styles'

/** Room left between the stuck score and the message under it. */
const GAP_PX = 8

export function useKeepInView(shown: RefObject<string>, board: RefObject<HTMLElement | null>, tool: RefObject<HTMLElement | null>) {
  const last = useRef<string>(undefined)
  useLayoutEffect(() => {
    if (last.current === shown.current) return
    const first = last.current === undefined
    last.current = shown.current
    const top = tool.current?.querySelector<HTMLElement>('[role="alert"]')
    const question = tool.current?.querySelector<HTMLElement>('[role="alert"] ~ h3, [role="alert"] ~ * h3')
    if (first || !top || !board.current) return
    const stuck = board.current.getBoundingClientRect().bottom
    const bottom = (question ?? top).getBoundingClientRect().bottom
    if (top.getBoundingClientRect().top >= stuck && bottom <= window.innerHeight) return
    top.style.scrollMarginTop = `${SCORE_STUCK_AT_PX + board.current.offsetHeight + GAP_PX}px`
    top.scrollIntoView({block: 'start'})
  })
}
