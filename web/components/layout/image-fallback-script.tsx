// Replaces any image that fails to load with the blank fallback, never a broken-image icon. A tiny
// inline script in <head> listening in the capture phase catches failures that happen before
// React hydrates (which an onError prop would miss) and images added later (e.g. the lightbox). It also
// takes away a blurred LQIP placeholder (an inline background-image), so the blank tile is all that shows.
import {BLANK_IMAGE_SRC} from '@/lib/content/images'

const script = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&!t.dataset.fallback){t.dataset.fallback='1';t.style.backgroundImage='none';t.removeAttribute('srcset');t.src=${JSON.stringify(BLANK_IMAGE_SRC)}}},true)`

export function ImageFallbackScript() {
  return <script dangerouslySetInnerHTML={{__html: script}} />
}
