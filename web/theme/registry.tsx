'use client'
// styled-components' App Router SSR registry: collects the styles client components render on the
// server and puts them in the HTML, so the first paint is styled (no flash of unstyled content).
// Server components' styles (and the global styles, rendered by the root layout) are emitted by
// styled-components itself (RSC support since 6.3). No ThemeProvider: the theme's tokens are CSS
// variables (see theme.ts) that client and server components read directly.
import {useServerInsertedHTML} from 'next/navigation'
import {useState, type ReactNode} from 'react'
import {ServerStyleSheet, StyleSheetManager} from 'styled-components'

export function StyledRegistry({children}: {children: ReactNode}) {
  const [sheet] = useState(() => new ServerStyleSheet())

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement()
    sheet.instance.clearTag()
    return <>{styles}</>
  })

  if (typeof window !== 'undefined') return <>{children}</>
  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>
}
