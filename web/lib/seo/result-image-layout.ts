// Where the words of a match's share image go (components/seo/result-image.tsx draws them): the
// match's title, each side's name beside its score, and the margin or state of play, each in one line
// when a shorter form fits — team codes for names, as the pages write them where space is tight — and
// all of it inside the canvas above its footer rule.
import {blockHeight, fitLine, OG_LINE_HEIGHT, type OgBlock} from './og-layout'
import {ogTextWidth} from './og-font'

/** The share image canvas (Open Graph's 1200×630) and its frame, px. */
export const OG_CANVAS = {width: 1200, height: 630, paddingX: 72, paddingY: 56, footerSize: 28, footerGap: 20, footerRule: 4}

/** The result image's type sizes and gaps, px. */
export const RESULT_IMAGE = {crest: 96, headingSize: 40, titleGap: 36, titleSize: 34, sideGap: 16, sideSize: 52, scoreGap: 32, outcomeGap: 32, outcomeSize: 44}

/** The box the content sits in: the canvas less its padding and the footer under the rule. */
export const OG_CONTENT_BOX = {
  width: OG_CANVAS.width - 2 * OG_CANVAS.paddingX,
  height: OG_CANVAS.height - 2 * OG_CANVAS.paddingY - (OG_CANVAS.footerGap + OG_CANVAS.footerRule + OG_CANVAS.footerSize * OG_LINE_HEIGHT),
}

/** Each text's forms, longest first: the image uses the first that fits. */
export type ResultImageText = {title: string[]; sides: [Side, Side]; outcome: string[]}
type Side = {names: string[]; score: string}

export type ResultImageLayout = {
  title: OgBlock
  sides: {name: OgBlock; nameWidth: number; score: OgBlock}[]
  outcome: OgBlock
  /** The content's height, px: at most OG_CONTENT_BOX.height when everything fits. */
  height: number
}

export function resultImageLayout({title, sides, outcome}: ResultImageText): ResultImageLayout {
  const {width} = OG_CONTENT_BOX
  const r = RESULT_IMAGE
  const laidSides = sides.map(({names, score}) => {
    const nameWidth = width - (score ? ogTextWidth(score, r.sideSize) + r.scoreGap : 0)
    return {name: fitLine(names, r.sideSize, nameWidth), nameWidth, score: {lines: [score], fontSize: r.sideSize, letterSpacing: 0}}
  })
  const laidTitle = fitLine(title, r.titleSize, width)
  const laidOutcome = fitLine(outcome, r.outcomeSize, width)
  const height =
    r.crest +
    r.titleGap +
    blockHeight(laidTitle) +
    laidSides.reduce((sum, side) => sum + r.sideGap + blockHeight(side.name), 0) +
    r.outcomeGap +
    blockHeight(laidOutcome)
  return {title: laidTitle, sides: laidSides, outcome: laidOutcome, height}
}
