// Where the words of the site's and each news item's share images go (app/opengraph-image.tsx and
// app/news/[slug]/opengraph-image.tsx draw them): each text wrapped between words into the lines its box
// holds, measured with the font next/og draws in, ending at a whole word with "…" when it is longer —
// and a team's name that would be cut gives way to its code, as the pages do where space is tight. Every
// layout fits the content box above the footer rule.
import {teamCode} from '../../../league/team-code'
import {ogTextWidth} from './og-font'
import {blockHeight, clampWords, fitLine, type OgBlock} from './og-layout'
import {OG_CONTENT_BOX} from './result-image-layout'

/** Type sizes, gaps and the most lines of each text, px. */
export const NEWS_IMAGE = {crest: 96, crestGap: 28, titleSize: 56, titleLines: 3, summaryGap: 36, summarySize: 38, summaryLines: 4, teamSize: 60, teamLines: 2, quoteGap: 36, quoteSize: 42, quoteLines: 4, captainGap: 24, captainSize: 34}
export const SITE_IMAGE = {crest: 280, crestGap: 56, labelSize: 30, labelSpacing: 4, nameGap: 12, nameSize: 76, nameLines: 2, descriptionGap: 24, descriptionSize: 32, descriptionLines: 5}

/** The width beside the crest of a news image's heading row. */
const HEADING_WIDTH = OG_CONTENT_BOX.width - NEWS_IMAGE.crest - NEWS_IMAGE.crestGap

export type PostImageLayout = {title: OgBlock; summary: OgBlock; height: number}
export type NoteImageLayout = {team: OgBlock; quote: OgBlock | null; captain: OgBlock | null; height: number}
export type SiteImageLayout = {label: OgBlock | null; name: OgBlock; description: OgBlock | null; height: number}

const headingRow = (block: OgBlock) => Math.max(NEWS_IMAGE.crest, blockHeight(block))

export function postImageLayout(title: string, summary: string): PostImageLayout {
  const n = NEWS_IMAGE
  const laidTitle = clampWords(title, n.titleSize, HEADING_WIDTH, n.titleLines)
  const laidSummary = clampWords(summary, n.summarySize, OG_CONTENT_BOX.width, n.summaryLines)
  return {title: laidTitle, summary: laidSummary, height: headingRow(laidTitle) + (summary ? n.summaryGap + blockHeight(laidSummary) : 0)}
}

/** `quote` without its quotation marks: the layout adds them. */
export function noteImageLayout(team: string, quote: string, captain: string): NoteImageLayout {
  const n = NEWS_IMAGE
  const whole = clampWords(team, n.teamSize, HEADING_WIDTH, n.teamLines)
  const laidTeam = whole.cut ? fitLine([teamCode({name: team})], n.teamSize, HEADING_WIDTH) : whole
  // Room kept for the closing mark a cut quote gets after its "…".
  const laidQuote = quote ? clampWords(`“${quote}”`, n.quoteSize, OG_CONTENT_BOX.width - ogTextWidth('”', n.quoteSize), n.quoteLines) : null
  if (laidQuote?.cut) laidQuote.lines[laidQuote.lines.length - 1] += '”'
  const laidCaptain = captain ? clampWords(`— Captain ${captain}`, n.captainSize, OG_CONTENT_BOX.width, 1) : null
  const height = headingRow(laidTeam) + (laidQuote ? n.quoteGap + blockHeight(laidQuote) : 0) + (laidCaptain ? n.captainGap + blockHeight(laidCaptain) : 0)
  return {team: laidTeam, quote: laidQuote, captain: laidCaptain, height}
}

export function siteImageLayout(label: string, name: string, description: string): SiteImageLayout {
  const s = SITE_IMAGE
  const width = OG_CONTENT_BOX.width - s.crest - s.crestGap
  const laidLabel = label ? clampWords(label.toUpperCase(), s.labelSize, width, 1, s.labelSpacing) : null
  const laidName = clampWords(name, s.nameSize, width, s.nameLines)
  const laidDescription = description ? clampWords(description, s.descriptionSize, width, s.descriptionLines) : null
  const column = (laidLabel ? blockHeight(laidLabel) + s.nameGap : 0) + blockHeight(laidName) + (laidDescription ? s.descriptionGap + blockHeight(laidDescription) : 0)
  return {label: laidLabel, name: laidName, description: laidDescription, height: Math.max(s.crest, column)}
}
