'use client'
// Every internal link on the site. Next's <Link> fetches the data of each page it links to as soon as
// the link scrolls into view: requests and main-thread work that most visits never use. This one prefetches when the visitor shows intent (a pointer over it, a finger down on
// it, keyboard focus), still ahead of the click; navigation stays client-side either way.
import NextLink from 'next/link'
import {useState, type ComponentProps} from 'react'

type Props = ComponentProps<typeof NextLink>

export function Link({prefetch, onMouseEnter, onTouchStart, onFocus, ...props}: Props) {
  const [intent, setIntent] = useState(false)
  return (
    <NextLink
      {...props}
      // false until intent; then Next's own choice (or the caller's), which fetches at once: the link is in view.
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
