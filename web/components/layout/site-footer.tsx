// The footer on every page: Follow Us, Contact Us, About and Legal columns and the
// copyright line. Texts come from the site settings; the year from today's date. Styles: site-footer.styles.ts.
import {Link} from '@/components/ui/link'
import type {SiteSettingsQueryResult} from '@/lib/content'
import {safeHref} from '@/lib/http/safe-href'
import {leagueFrom} from '@/lib/seo/league'
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import {Copyright, FooterBand, FooterColumn, FooterColumns, FooterEmail} from './site-footer.styles'

/** `renderedAt` is the render's clock (lib/calendar/render-time.ts), for the copyright's year. */
export function SiteFooter({settings, renderedAt}: {settings: SiteSettingsQueryResult; renderedAt: number}) {
  const social = settings?.socialLink
  const socialHref = safeHref(social?.url)
  const email = settings?.supportEmail
  const league = leagueFrom(settings)
  const product = league.name
  return (
    <FooterBand data-surface="dark">
      <FooterColumns>
        <FooterColumn $wideOnPhone aria-labelledby="footer-follow">
          <h2 id="footer-follow">Follow Us</h2>
          {socialHref ? (
            <a href={socialHref} rel="noopener noreferrer" target="_blank">
              {social?.label ?? socialHref}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : null}
        </FooterColumn>
        <FooterColumn $wideOnPhone aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          {email ? <FooterEmail href={`mailto:${email}`}>{breakableEmail(email)}</FooterEmail> : null}
          <p>{league.location}</p>
        </FooterColumn>
        <FooterColumn aria-labelledby="footer-about">
          <h2 id="footer-about">About</h2>
          <Link href="/about">About OPL</Link>
          <Link href="/news">Latest News</Link>
        </FooterColumn>
        <FooterColumn aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <Link href="/privacy">Privacy Policy</Link>
          <Link href="/terms">Terms &amp; Conditions</Link>
        </FooterColumn>
      </FooterColumns>
      <Copyright>
        {/* One string: mixed text and values come out as five text nodes and four markers between them. */}
        {`© ${new Date(renderedAt).getFullYear()} ${product}. All rights reserved.`}
      </Copyright>
    </FooterBand>
  )
}

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
