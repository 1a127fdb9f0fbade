// The /sponsors page's look, by class name: the tiers and their titles and the invitation
// (sponsor-sections.tsx), and a sponsor's card, sized by tier through data-size (sponsor-card.tsx).
// Part of the site stylesheet (components/layout/site-stylesheet.ts).
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

export type SponsorSize = 'lg' | 'md' | 'sm'

/** The initials badge's (and the logo's) size per tier, px. */
export const BADGE_PX: Record<SponsorSize, number> = {lg: 120, md: 88, sm: 64}

const badgeSizes = (Object.keys(BADGE_PX) as SponsorSize[]).map(
  (size) => css`
    .sponsor-card[data-size='${size}'] .sponsor-card-badge {
      width: ${BADGE_PX[size]}px;
      height: ${BADGE_PX[size]}px;
    }
  `,
)

const card = css`
  .sponsor-card {
    display: flex;
    align-items: center;
    gap: ${theme.space.md};
    height: 100%;
    padding: ${theme.space.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.card};

    &[data-size='lg'] {
      flex-direction: column;
      text-align: center;
      padding: ${theme.space.xl} ${theme.space.lg};
      border-top: 6px solid ${theme.colors.accent};
      ${media.sm} {
        flex-direction: row;
        text-align: left;
        gap: ${theme.space.xl};
        padding: ${theme.space.xl};
      }
    }
    &[data-size='sm'] {
      padding: ${theme.space.md};
    }
  }

  .sponsor-card-badge {
    flex: none;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: ${theme.gradients.gold};
    border: 2px solid ${theme.colors.accent};
    color: ${theme.colors.primaryDark};
    font-family: ${theme.fonts.display};
    font-weight: 800;
    font-size: ${theme.fontSizes.xl};
    letter-spacing: 0.04em;
  }
  ${badgeSizes}
  .sponsor-card[data-size='lg'] .sponsor-card-badge {
    font-size: 2.5rem;
  }
  .sponsor-card[data-size='sm'] .sponsor-card-badge {
    background: ${theme.colors.surfaceAlt};
    border-color: ${theme.colors.border};
    font-size: ${theme.fontSizes.lg};
  }

  .sponsor-card-logo {
    flex: none;
    border-radius: 50%;
    object-fit: contain;
  }

  .sponsor-card-text {
    display: grid;
    gap: ${theme.space.xs};
    min-width: 0;

    p {
      margin: 0;
      color: ${theme.colors.inkMuted};
    }
    a {
      font-weight: 700;
    }
  }

  .sponsor-card-name {
    margin: 0;
    color: ${theme.colors.primaryDark};
    font-size: ${theme.fontSizes.xl};
  }
  .sponsor-card[data-size='lg'] .sponsor-card-name {
    font-size: ${theme.fontSizes.xxl};
  }
  .sponsor-card[data-size='sm'] .sponsor-card-name {
    font-size: ${theme.fontSizes.lg};
  }
`

const tiers = css`
  .sponsor-tiers {
    display: grid;
    gap: ${theme.space.xl};
  }
  .sponsor-tier-title {
    display: flex;
    align-items: center;
    gap: ${theme.space.md};
    margin-bottom: ${theme.space.md};
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.12em;
    color: ${theme.colors.primary};

    &::after {
      content: '';
      flex: 1;
      height: 2px;
      background: ${theme.colors.border};
    }
  }
  /* Its link is a ButtonLink, recoloured for the dark band (".sponsor-invite a" outranks ".button"). */
  .sponsor-invite {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.lg};
    padding: ${theme.space.xl} ${theme.space.lg};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.primaryDark};
    color: ${theme.colors.onPrimary};

    h2 {
      margin: 0 0 ${theme.space.xs};
      font-size: ${theme.fontSizes.xl};
    }
    p {
      margin: 0;
      max-width: 36rem;
    }
    a {
      background: ${theme.colors.accent};
      border-color: ${theme.colors.accent};
      color: ${theme.colors.ink};
    }
    a:hover {
      background: ${theme.colors.onPrimary};
      border-color: ${theme.colors.onPrimary};
    }
    a:focus-visible {
      outline-color: ${theme.colors.onPrimary};
    }
  }
`

export const sponsorsStyles = css`
  ${tiers}
  ${card}
`
