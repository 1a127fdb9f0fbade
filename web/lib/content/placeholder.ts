// The blurred placeholder of a photo while it loads, as CSS only: the asset's LQIP (a ~20 px JPEG data:
// URL, see QueriedImage.lqip) as the <img>'s own background. The browser's upscale of so small an image is
// already blurred, and the opaque photo covers it once drawn. No dependencies: client components use it too.

export type PlaceholderStyle = {backgroundImage: string; backgroundSize: string}

/** The inline style for an image's LQIP; none without one. */
export function placeholderStyle(lqip: string | undefined | null): PlaceholderStyle | undefined {
  return lqip ? {backgroundImage: `url(${lqip})`, backgroundSize: 'cover'} : undefined
}
