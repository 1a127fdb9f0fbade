'use client'
// What a visitor sees when a page fails to render (the header and footer stay): a plain apology, a
// retry, and a way home. The error itself is in the server log; its digest ties the two together.
import styled from 'styled-components'
import {Button, ButtonLink, ButtonRow} from '@/components/ui/button'
import {PageShell} from '@/components/ui/page-shell'
import {theme} from '@/theme/theme'

type Props = {error: Error & {digest?: string}; reset: () => void}

export default function ErrorPage({error, reset}: Props) {
  return (
    <PageShell eyebrow="Something went wrong" title="This page could not be shown">
      <p>Sorry — something went wrong on our side. Please try again in a moment.</p>
      <ButtonRow>
        <Button type="button" onClick={reset}>
          Try again
        </Button>
        <ButtonLink href="/" $variant="secondary">
          Go Home
        </ButtonLink>
      </ButtonRow>
      {error.digest ? <Reference>Reference: {error.digest}</Reference> : null}
    </PageShell>
  )
}

const Reference = styled.p`
  margin-top: ${theme.space.lg};
  color: ${theme.colors.inkMuted};
  font-size: 0.875rem;
`
