// Chromium paints a long page while still parsing it, so a first frame can show the header with half
// its links or the hero without its controls, and whatever is parsed next then moves them: a layout
// shift (CI saw CLS 0.06 on `/` on a loaded machine; tests/e2e/self-contained.spec.ts reproduces it
// with the HTML sent slowly). `<link rel="expect" blocking="render">` holds the first paint until the
// element with the given id has been parsed: Chromium lets go at that element's start tag, so the
// target is an empty mark after the block's last child. React hoists the link into <head>, where it
// must be; other browsers ignore it and paint as before.

/** The last child of a block: the page is not painted before the parser has reached this point. */
export function PaintWhenParsed({id}: {id: string}) {
  return (
    <>
      <link rel="expect" href={`#${id}`} blocking="render" />
      <span id={id} hidden />
    </>
  )
}
