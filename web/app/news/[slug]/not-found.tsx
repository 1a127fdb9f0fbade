// The 404 for a news slug the page itself could not find (when the proxy could not tell, for example
// while the backend is down); unknown slugs normally get the root 404 in its news wording.
import {NotFoundContent} from '@/components/not-found/not-found-content'

export default function NewsNotFound() {
  return <NotFoundContent news />
}
