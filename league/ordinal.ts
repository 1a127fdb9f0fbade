// Ordinals as the site writes them: a place in the table, an innings, a wicket, an over (1st, 2nd, 3rd…).
const ORDINAL = new Intl.PluralRules('en', {type: 'ordinal'})
const SUFFIX: Record<string, string> = {one: 'st', two: 'nd', few: 'rd', other: 'th'}

export const ordinal = (n: number) => `${n}${SUFFIX[ORDINAL.select(n)]}`
