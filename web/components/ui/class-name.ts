/** A component's own class, plus the caller's when it passes one. */
export const withClassName = (own: string, extra: string | undefined) => (extra ? `${own} ${extra}` : own)
