// Puts structured data in the server HTML. JSON.stringify alone would let a CMS string containing
// "</script>" end the tag early, so every "<" (and the JS line separators) is escaped.
import type {Graph, Thing, WithContext} from 'schema-dts'

export type JsonLdData = WithContext<Thing> | Graph

/** JSON that is safe inside a <script> element and still parses to the same value. */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function JsonLd({data}: {data: JsonLdData | null}) {
  if (!data) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: serializeJsonLd(data)}} />
}
