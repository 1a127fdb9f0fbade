// The frame of every inner page: a green title band (h1 and an optional lead) and a centred,
// width-limited content area. Pages put their sections inside. Styles: page-shell-styles.ts.
import type {ReactNode} from 'react'

type Props = {title: string; lead?: ReactNode; eyebrow?: string; children?: ReactNode}

export function PageShell({title, lead, eyebrow, children}: Props) {
  return (
    <>
      <div className="page-band">
        <div className="page-band-inner">
          {eyebrow ? <p className="page-eyebrow">{eyebrow}</p> : null}
          <h1>{title}</h1>
          {lead ? <p className="page-lead">{lead}</p> : null}
        </div>
      </div>
      <div className="page-content">{children}</div>
    </>
  )
}
