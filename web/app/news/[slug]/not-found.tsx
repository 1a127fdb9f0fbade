// The 404 page for a news slug the CMS does not have (page.tsx calls notFound()).
import styled from 'styled-components'
import {GoBackButton} from '@/components/news/go-back-button'
import {ButtonLink} from '@/components/ui/button'
import {PageShell} from '@/components/ui/page-shell'
import {theme} from '@/theme/theme'

export default function NewsNotFound() {
  return (
    <PageShell eyebrow="404" title="News Not Found">
      <p>We could not find that news item. It may have been renamed or taken down.</p>
      <Actions>
        <GoBackButton fallbackHref="/news" />
        <ButtonLink href="/news" $variant="secondary">
          All news
        </ButtonLink>
      </Actions>
    </PageShell>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`
