// The green contact panel's look (contact-panel.tsx), by class name: the hero-green card with its
// heading, the definition list of ways to reach someone (gold caps labels over bold values) and its
// white links. (Not the contact form's white `.contact-panel`: contact-form-styles.ts.) Part of the
// site stylesheet (components/layout/site-stylesheet.ts).
import {css} from 'styled-components'
import {labelCaps, theme} from '@/theme/theme'

export const contactPanelStyles = css`
  .contact-panel-green {
    padding: ${theme.space.lg};
    border-radius: ${theme.radii.lg};
    background: ${theme.gradients.hero};
    color: ${theme.colors.onPrimary};

    h2 {
      font-size: ${theme.fontSizes.lg};
    }
    dl,
    p {
      margin: 0;
    }
    dt {
      margin-top: ${theme.space.md};
      ${labelCaps}
      color: ${theme.colors.accent};
    }
    dd {
      margin: 0;
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    a {
      color: ${theme.colors.onPrimary};
      text-underline-offset: 3px;
    }
  }
`
