// How league pages write dates and money: Indian Standard Time and rupees, whatever the server's zone.
const IST = 'Asia/Kolkata'

export const formatMatchTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {dateStyle: 'medium', timeStyle: 'short', timeZone: IST}).format(new Date(iso)) + ' IST'

export const formatRupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {style: 'currency', currency: 'INR', maximumFractionDigits: 0}).format(amount)

const ORDINAL = new Intl.PluralRules('en', {type: 'ordinal'})
const SUFFIX: Record<string, string> = {one: 'st', two: 'nd', few: 'rd', other: 'th'}

/** 1st, 2nd, 3rd, 4th… (a place in the table, an innings, a wicket). */
export const ordinal = (n: number) => `${n}${SUFFIX[ORDINAL.select(n)]}`
