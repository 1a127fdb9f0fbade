'use client'
// "Go Back" on the News Not Found page: back in history when there is somewhere to go back to,
// otherwise (a link opened in a new tab, a typed address) to the news list. A plain <button>: the
// ButtonRow it sits in gives it the button look (by its class name, ui/button-classes.ts), which keeps
// styled-components out of the browser.
import {useRouter} from 'next/navigation'
import {buttonClasses} from '@/components/ui/button-classes'

/** Whether "back" stays on this site. The Navigation API knows (its entries are this origin's);
 * without it, a history longer than this one page is the best guess. */
function canGoBack(): boolean {
  const navigation = (window as {navigation?: {canGoBack?: unknown}}).navigation
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack
  return window.history.length > 1
}

export function GoBackButton({fallbackHref}: {fallbackHref: string}) {
  const router = useRouter()
  const goBack = () => {
    if (canGoBack()) router.back()
    else router.push(fallbackHref)
  }
  return (
    <button type="button" className={buttonClasses.rowButton} onClick={goBack}>
      Go Back
    </button>
  )
}
