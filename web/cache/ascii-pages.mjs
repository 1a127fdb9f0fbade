// Cached pages are kept as pure ASCII, with the same meaning. A page's HTML is one JavaScript string;
// a single character beyond ASCII ("→", "₹", an em dash from the CMS) makes V8 store all of it as
// UTF-16, and then every response pays to measure it (Content-Length) and to re-encode it as UTF-8 on
// the socket. On the home page that halved the rate Next serves it at (README, Performance). Written as
// character references (and as \u escapes inside scripts), the page parses to the same document and the
// string stays one byte a character: the server copies it out. Used by both page caches (./file.mjs,
// ./redis.mjs), which web/instrumentation.ts puts in place.

const NON_ASCII = /[^\x00-\x7F]/
/** Elements whose content is not HTML text, where a character reference would show as typed. */
const RAW_TEXT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi
const CODE_POINTS = /[^\x00-\x7F]/gu
const CODE_UNITS = /[^\x00-\x7F]/g

const hex = (value, digits) => value.toString(16).toUpperCase().padStart(digits, '0')
const reference = (character) => `&#x${hex(character.codePointAt(0), 0)};`
// JavaScript and JSON both read \uXXXX inside strings (scripts here are Next's flight data and JSON-LD);
// a character beyond the BMP is its two surrogates, each escaped.
const scriptEscape = (unit) => `\\u${hex(unit.charCodeAt(0), 4)}`
// CSS: a backslash and exactly six hex digits needs no terminating space.
const styleEscape = (character) => `\\${hex(character.codePointAt(0), 6)}`

/**
 * The same HTML with every character beyond ASCII written as an escape the browser reads back to it:
 * `&#x…;` in text and attributes, `\uXXXX` in scripts, `\XXXXXX` in style sheets. ASCII HTML is
 * returned as it is (the same string).
 */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html)) return html
  let out = ''
  let last = 0
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open, tag, body, close] = match
    out += html.slice(last, match.index).replace(CODE_POINTS, reference)
    const escape = tag.toLowerCase() === 'script' ? body.replace(CODE_UNITS, scriptEscape) : body.replace(CODE_POINTS, styleEscape)
    out += open.replace(CODE_POINTS, reference) + escape + close
    last = match.index + whole.length
  }
  out += html.slice(last).replace(CODE_POINTS, reference)
  // Pieces cut from a UTF-16 string stay UTF-16 in V8 even when all they hold is ASCII: copied out
  // through a Latin-1 buffer, the page becomes a one-byte string (what the socket copies as it is).
  return Buffer.from(out, 'latin1').toString('latin1')
}

/** Cache entries already made ASCII: a page read from memory again is not scanned again. */
const done = new WeakSet()

/** Makes a cached page's HTML ASCII, in place, once per entry value. Other entries pass untouched. */
export function asciiPage(value) {
  if (!value || typeof value !== 'object' || done.has(value)) return value
  done.add(value)
  if ((value.kind === 'APP_PAGE' || value.kind === 'PAGES') && typeof value.html === 'string') {
    value.html = asciiHtml(value.html)
  }
  return value
}

/**
 * A Next.js cache handler class whose pages come out ASCII: on the way in (a page rendered or
 * revalidated) and on the way out (a page the build wrote to disk, read for the first time).
 */
export function withAsciiPages(Handler) {
  return class AsciiPages extends Handler {
    async get(...args) {
      const entry = await super.get(...args)
      if (entry?.value) asciiPage(entry.value)
      return entry
    }

    async set(key, value, ...rest) {
      return super.set(key, asciiPage(value), ...rest)
    }
  }
}
