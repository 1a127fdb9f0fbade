// How league pages write dates and money: Indian Standard Time and rupees, whatever the server's zone.
const IST = 'Asia/Kolkata'

export const formatMatchTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {dateStyle: 'medium', timeStyle: 'short', timeZone: IST}).format(new Date(iso)) + ' IST'

export const formatRupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {style: 'currency', currency: 'INR', maximumFractionDigits: 0}).format(amount)

/** A match's day in IST, short: "3 Oct". */
export const formatMatchDay = (iso: string) => new Intl.DateTimeFormat('en-IN', {day: 'numeric', month: 'short', timeZone: IST}).format(new Date(iso))
