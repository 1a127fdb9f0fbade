// The home page, all from the CMS. Without season data, the spec's order: hero carousel, Sponsored-by banner,
// Highlights & News (three team notes), Main Sponsor, Key Dates, Gallery Highlights. While a season has data:
// hero, season hub, Highlights & News (the newest reports, then every team's note), Key Dates, Gallery
// Highlights, then one sponsor slot (Main Sponsor). Client code: the carousel, the photo buttons, the countdown.
import {renderedAt} from '@/lib/calendar/render-time'
import type {Metadata} from 'next'
import {ScheduleActions} from '@/components/countdown/schedule-actions'
import {GalleryHighlights} from '@/components/home/gallery-highlights'
import {nextFixtures} from '@/lib/home/hub-content'
import {SeasonHub} from '@/components/hub/season-hub'
import {fixtureDates} from '@/lib/calendar/fixture-dates'
import {HeroSection} from '@/components/home/hero-section'
import {HighlightsNews} from '@/components/home/highlights-news'
import {pickGalleryHighlights, pickHighlights, pickMainSponsor} from '@/lib/home/home-content'
import {HomeSection} from '@/components/home/home-section'
import {MainSponsor} from '@/components/home/main-sponsor'
import {SponsoredByBanner} from '@/components/home/sponsored-by-banner'
import {KeyDatesTimeline} from '@/components/schedule/key-dates-timeline'
import {LeagueJsonLd} from '@/components/seo/structured-data'
import {HOME_GALLERY_COUNT, HOME_NEWS_COUNT, HOME_REPORTS_COUNT} from '@/lib/constants'
import {seasonEyebrow, seasonMoment} from '@/lib/calendar/season-phase'
import {getGallerySections, getHeroSlides, getKeyDates, getLeagueSeason, getPosts, getSiteSettings, getSponsors, getTeamNotes} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'
import {leagueFrom} from '@/lib/seo/league'

const SCHEDULE_HREF = '/matches/schedules'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const name = leagueFrom(settings).name
  return pageMetadata({
    // The league's name alone: the home page needs no "| OPL" suffix.
    title: {absolute: name},
    description: settings?.description ?? undefined,
    path: '/',
    siteName: name,
  })
}

export default async function HomePage() {
  const [settings, slides, notes, posts, keyDates, sections, sponsors, league, now] = await Promise.all([
    getSiteSettings(),
    getHeroSlides(),
    getTeamNotes(),
    getPosts(),
    getKeyDates(),
    getGallerySections(),
    getSponsors(),
    getLeagueSeason(),
    renderedAt(),
  ])
  const upcoming = league ? fixtureDates(nextFixtures(league.matches, now, Infinity)) : []
  const mainSponsor = pickMainSponsor(sponsors)
  // The same test as SeasonHub's: without matches the page is the spec's, sections in its order.
  const seasonHasData = (league?.matches.length ?? 0) > 0
  const moment = seasonMoment({keyDates, matches: league?.matches ?? [], now, seasonName: league?.name, seasonLabel: settings?.seasonLabel})

  // The key dates' SportsEvent graph is on /matches/schedules only, the page its events' @id and url
  // name: here it would be in every home page twice (its HTML and again its flight data).
  return (
    <>
      <LeagueJsonLd settings={settings} />
      <HeroSection
        leagueName={leagueFrom(settings).name}
        slides={slides}
        scheduleHref={SCHEDULE_HREF}
      />
      <SeasonHub season={league} now={now} />
      {/* One sponsor slot while a season has data: the Main Sponsor block below carries it. */}
      {seasonHasData ? null : <SponsoredByBanner sponsor={mainSponsor} />}
      <HighlightsNews {...pickHighlights({posts, notes}, {seasonHasData, noteCount: HOME_NEWS_COUNT, postCount: HOME_REPORTS_COUNT})} />
      {seasonHasData ? null : <MainSponsor sponsor={mainSponsor} />}
      <HomeSection
        id="key-dates"
        eyebrow={seasonEyebrow(moment)}
        title="Key Dates"
        more={{href: SCHEDULE_HREF, label: 'Schedules'}}
      >
        <ScheduleActions keyDates={keyDates} countdown fixtures={upcoming} seasonHasFixtures={seasonHasData} />
        <KeyDatesTimeline keyDates={keyDates} today={moment.today} />
      </HomeSection>
      <GalleryHighlights images={pickGalleryHighlights(sections, HOME_GALLERY_COUNT)} />
      {/* While a season has data a fan reads the hub, news, dates and photos first; the sponsor closes the page. */}
      {seasonHasData ? <MainSponsor sponsor={mainSponsor} /> : null}
    </>
  )
}
