// The frame of every inner page: a green title band (h1 and an optional lead) and a centred,
// width-limited content area. Pages put their sections inside.
import type {ReactNode} from 'react'
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

const Band = styled.div`
  background: ${theme.gradients.hero};
  color: ${theme.colors.onPrimary};
  padding: ${theme.space.xl} 0;
  ${media.md} {
    padding: ${theme.space.xxl} 0;
  }
`

const BandInner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  margin: 0;
`

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space.xs};
  color: ${theme.colors.accent};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.1em;
  font-size: ${theme.fontSizes.sm};
`

const Lead = styled.p`
  margin: ${theme.space.sm} 0 0;
  max-width: 46rem;
  font-size: ${theme.fontSizes.lg};
`

const Content = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md} 0;
`

type Props = {title: string; lead?: ReactNode; eyebrow?: string; children?: ReactNode}

export function PageShell({title, lead, eyebrow, children}: Props) {
  return (
    <>
      <Band>
        <BandInner>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title>{title}</Title>
          {lead ? <Lead>{lead}</Lead> : null}
        </BandInner>
      </Band>
      <Content>{children}</Content>
    </>
  )
}
