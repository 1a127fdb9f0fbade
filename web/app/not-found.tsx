// The 404 page for any path the site does not have (answered with HTTP 404), server-rendered and static.
import type {Metadata} from 'next'
import {NotFoundContent} from '@/components/not-found/not-found-content'

export const metadata: Metadata = {title: 'Page not found', robots: {index: false}}

export default function NotFound() {
  return <NotFoundContent news={false} />
}
