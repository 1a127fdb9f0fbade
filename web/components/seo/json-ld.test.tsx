// The JSON-LD script tag: CMS text cannot close the tag early, and what a crawler parses back is
// exactly the data that went in.
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'
import {JsonLd, serializeJsonLd} from './json-ld'

const hostile = {
  '@context': 'https://schema.org',
  '@type': 'Thing',
  name: 'Team </script><script>alert(1)</script> & <b>friends</b>\u2028',
} as const

describe('JsonLd', () => {
  it('escapes markup so the script ends only where it should, and parses back to the same data', () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />)
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const body = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    expect(JSON.parse(body)).toEqual(hostile)
    expect(serializeJsonLd(hostile)).not.toMatch(/[<>&\u2028]/)
  })

  it('renders nothing without data', () => {
    expect(renderToStaticMarkup(<JsonLd data={null} />)).toBe('')
  })
})
