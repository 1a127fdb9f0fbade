// Building blocks of the share images (next/og renders them with Satori: inline styles, flexbox,
// the bundled Geist font, no network). Colours come from the theme tokens or the CMS.
import type {ReactNode} from 'react'
import {OG_LINE_HEIGHT, type OgBlock} from '@/lib/seo/og-layout'
import {OG_CANVAS} from '@/lib/seo/result-image-layout'
import {tokens} from '@/theme/theme'

export const OG_SIZE = {width: OG_CANVAS.width, height: OG_CANVAS.height}


/** Below this share of `max`, a word boundary would leave too little text: the cut is hard instead. */
const WORD_CUT_MIN_SHARE = 0.6

/**
 * Text the bundled font can draw: emoji would make next/og fetch artwork from a CDN (no network
 * here), so they are dropped; long text is cut at a word boundary, or hard where there is none near
 * the end (one long word, a URL). Only the first few times `max` characters are looked at, so a field
 * of any length costs what a short one does: Satori's layout grows with the text it is given.
 */
export function ogText(value: string | null | undefined, max = 200): string {
  const whole = value ?? ''
  const head = whole.slice(0, max * 4)
  const text = head.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '').replace(/\s+/g, ' ').trim()
  if (text.length <= max && head.length === whole.length) return text
  if (text.length <= max) return `${text}…`
  const space = text.lastIndexOf(' ', max - 1)
  const cut = space >= max * WORD_CUT_MIN_SHARE ? text.slice(0, space) : text.slice(0, max - 1)
  // A hard cut can split a surrogate pair; its lone first half would draw as a box.
  return `${cut.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s,.;:!?-]+$/, '')}…`
}

/** The league crest drawn in HTML (an SVG's <text> would need fonts resvg does not have). */
export function OgCrest({size, label}: {size: number; label: string}) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: size,
        background: `linear-gradient(135deg, ${tokens.colors.primary}, ${tokens.colors.primaryBright})`,
        border: `${Math.round(size / 20)}px solid ${tokens.colors.accent}`,
        color: tokens.colors.onPrimary,
        fontSize: Math.round(size / 3.4),
        letterSpacing: -1,
      }}
    >
      {label}
    </div>
  )
}

/** The full 1200×630 canvas: a background, the content, and a gold-ruled footer line. */
export function OgCanvas({
  background,
  footer,
  children,
}: {
  background: string
  footer: [left: string, right: string]
  children: ReactNode
}) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        background,
        color: tokens.colors.onPrimary,
        padding: `${OG_CANVAS.paddingY}px ${OG_CANVAS.paddingX}px`,
      }}
    >
      <div style={{display: 'flex', flex: 1, flexDirection: 'column', justifyContent: 'center'}}>{children}</div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          borderTop: `${OG_CANVAS.footerRule}px solid ${tokens.colors.accent}`,
          paddingTop: OG_CANVAS.footerGap,
          fontSize: OG_CANVAS.footerSize,
          lineHeight: OG_LINE_HEIGHT,
        }}
      >
        <span>{ogText(footer[0], 60)}</span>
        <span style={{opacity: 0.85}}>{ogText(footer[1], 40)}</span>
      </div>
    </div>
  )
}

/** A laid-out block (lib/seo/og-layout.ts): its lines, one under the other, at its size. */
export function OgLines({block, style}: {block: OgBlock; style?: Record<string, string | number>}) {
  return (
    <div style={{display: 'flex', flexDirection: 'column', fontSize: block.fontSize, lineHeight: OG_LINE_HEIGHT, letterSpacing: block.letterSpacing, ...style}}>
      {block.lines.map((line, i) => (
        <div key={i} style={{display: 'flex'}}>
          {line}
        </div>
      ))}
    </div>
  )
}
