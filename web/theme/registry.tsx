'use client'
// styled-components' App Router SSR registry: collects the styles client components render on the
// server and puts them in the HTML, so the first paint is styled (no flash of unstyled content).
// Server components' styles are emitted by styled-components itself (RSC support since 6.3).
import {useServerInsertedHTML} from 'next/navigation'
import {useState, type ReactNode} from 'react'
import {ServerStyleSheet, StyleSheetManager, ThemeProvider} from 'styled-components'
import {GlobalStyle} from './global-style'
import {theme} from './theme'

export function StyledRegistry({children}: {children: ReactNode}) {
  const [sheet] = useState(() => new ServerStyleSheet())

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement()
    sheet.instance.clearTag()
    return <>{styles}</>
  })

  const themed = (
    <ThemeProvider theme={theme.raw}>
      <theme.GlobalStyle />
      <GlobalStyle />
      {children}
    </ThemeProvider>
  )
  if (typeof window !== 'undefined') return themed
  return <StyleSheetManager sheet={sheet.instance}>{themed}</StyleSheetManager>
}
