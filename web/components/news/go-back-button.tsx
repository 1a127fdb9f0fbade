'use client'
// "Go Back" on the News Not Found page: back in history when there is somewhere to go back to,
// otherwise (a link opened in a new tab, a typed address) to the news list.
import {useRouter} from 'next/navigation'
import {Button} from '@/components/ui/button'

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
    <Button type="button" onClick={goBack}>
      Go Back
    </Button>
  )
}
