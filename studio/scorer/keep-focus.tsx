// Keyboard users stay in the pad: when a tap replaces the keys (the extra's second question, the next
// bowler's grid), the key they pressed is gone and focus would fall to the top of the page. It moves to the
// first key of what replaced it instead — only while focus was in the pad, so nothing is ever taken from
// elsewhere in the form. Focus moves without scrolling: the tool keeps the question in view (keep-in-view.ts).
import {useEffect, useRef, type ReactNode} from 'react'
import {Pad} from './scorer.styles'

export function FocusKeepingPad({children}: {children: ReactNode}) {
  const ref = useRef<HTMLDivElement>(null)
  const holding = useRef(false)
  useEffect(() => {
    const pad = ref.current
    if (!pad) return
    const observer = new MutationObserver(() => {
      const focused = document.activeElement
      if (holding.current && (!focused || focused === document.body || !pad.contains(focused))) pad.querySelector<HTMLElement>('button:not(:disabled)')?.focus({preventScroll: true})
    })
    observer.observe(pad, {childList: true, subtree: true})
    return () => observer.disconnect()
  }, [])
  return (
    <Pad
      ref={ref}
      onFocus={() => (holding.current = true)}
      onBlur={(event) => {
        if (event.relatedTarget) holding.current = ref.current?.contains(event.relatedTarget) ?? false
      }}
    >
      {children}
    </Pad>
  )
}
