// Which header dropdown is open: at most one, opened by hover or its button, closed 120 ms after
// the pointer leaves (so a diagonal move into the panel does not close it), on Escape, or on a click.
import {useCallback, useEffect, useRef, useState} from 'react'
import {DROPDOWN_CLOSE_DELAY_MS} from '@/lib/constants'

export function useDropdowns() {
  const [openId, setOpenId] = useState<string | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), [])
  const open = useCallback(
    (id: string) => {
      cancelClose()
      setOpenId(id)
    },
    [cancelClose],
  )
  const close = useCallback(() => {
    cancelClose()
    setOpenId(null)
  }, [cancelClose])
  const scheduleClose = useCallback(() => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpenId(null), DROPDOWN_CLOSE_DELAY_MS)
  }, [cancelClose])
  const toggle = useCallback((id: string) => (openId === id ? close() : open(id)), [openId, open, close])

  useEffect(() => cancelClose, [cancelClose])

  return {openId, open, close, scheduleClose, toggle}
}
