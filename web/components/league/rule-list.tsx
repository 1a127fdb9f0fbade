// A season's playing conditions or points rules as a definition list (the Rules page, a past season's page).
import type {RuleItem} from '../../../league'

export function RuleList({items}: {items: RuleItem[]}) {
  return (
    <dl>
      {items.map((r) => (
        <div key={r.term}>
          <dt>
            <strong>{r.term}</strong>
          </dt>
          <dd>{r.detail}</dd>
        </div>
      ))}
    </dl>
  )
}
