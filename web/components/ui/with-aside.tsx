// A page's content and its aside (key facts, a contact panel, a sign-in note): side by side from
// tablet width up, so wide screens use their width; stacked on phones. One layout for /about,
// /profile and /contact. Styles: page-shell-styles.ts (site stylesheet).
import type {ReactNode} from 'react'

type Props = {
  children: ReactNode
  aside: ReactNode
  /** On phones, show the aside above the content (it says something the reader needs first). */
  asideFirst?: boolean
}

export function WithAside({children, aside, asideFirst = false}: Props) {
  return (
    <div className="with-aside">
      {asideFirst ? <div className="with-aside-side">{aside}</div> : null}
      <div className="with-aside-body">{children}</div>
      {asideFirst ? null : <div className="with-aside-side">{aside}</div>}
    </div>
  )
}
