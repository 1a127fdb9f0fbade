// The footer on every page: Follow Us, Contact Us, About and Legal columns and the
// copyright line. Texts come from the site settings; the year from today's date.
import Link from 'next/link'
import styled from 'styled-components'
import type {SiteSettingsQueryResult} from '@/lib/content'
import {leagueFrom} from '@/lib/seo/league'
import {media, theme} from '@/theme/theme'

export function SiteFooter({settings}: {settings: SiteSettingsQueryResult}) {
  const social = settings?.socialLink
  const email = settings?.supportEmail
  const league = leagueFrom(settings)
  const product = league.name
  return (
    <Footer data-surface="dark">
      <Columns>
        <WideOnPhone aria-labelledby="footer-follow">
          <h2 id="footer-follow">Follow Us</h2>
          {social?.url ? (
            <a href={social.url} rel="noopener noreferrer" target="_blank">
              {social.label ?? social.url}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </WideOnPhone>
        <WideOnPhone aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          {email ? <Email href={`mailto:${email}`}>{breakableEmail(email)}</Email> : null}
          <p>{league.location}</p>
        </WideOnPhone>
        <Column aria-labelledby="footer-about">
          <h2 id="footer-about">About</h2>
          <Link href="/about">About OPL</Link>
          <Link href="/news">Latest News</Link>
        </Column>
        <Column aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <Link href="/privacy">Privacy Policy</Link>
          <Link href="/terms">Terms &amp; Conditions</Link>
        </Column>
      </Columns>
      <Copyright>
        © {new Date().getFullYear()} {product}. All rights reserved.
      </Copyright>
    </Footer>
  )
}

const Footer = styled.footer`
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onPrimary};
  margin-top: ${theme.space.xxl};

  a {
    color: ${theme.colors.onPrimary};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${theme.colors.accent};
  }
`

const Columns = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  align-items: flex-start;
  overflow-wrap: anywhere;

  h2 {
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.accent};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin: 0 0 ${theme.space.xs};
  }
  p {
    margin: 0;
  }
`

/** The address may only wrap after its "@" (on a screen too narrow for it whole), never mid-word. */
function breakableEmail(email: string) {
  const at = email.indexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

/** On phones Follow Us and Contact Us take a row each, so the email fits on one line; About and
 * Legal (short links) share the row under them. */
const WideOnPhone = styled(Column)`
  grid-column: 1 / -1;
  ${media.md} {
    grid-column: auto;
  }
`

const Email = styled.a`
  overflow-wrap: normal;
  word-break: normal;
`

const Copyright = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  border-top: 1px solid ${theme.colors.hoverOnPrimary};
`
