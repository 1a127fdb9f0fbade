// How league pages write dates and money: Indian Standard Time and rupees, whatever the server's zone.
const IST = 'Asia/Kolkata'

export const formatMatchTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {dateStyle: 'medium', timeStyle: 'short', timeZone: IST}).format(new Date(iso)) + ' IST'

export const formatRupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {style: 'currency', currency: 'INR', maximumFractionDigits: 0}).format(amount)

// British day-month order: no comma after the month, as en-IN writes one.
const dayFormat = new Intl.DateTimeFormat('en-GB', {weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: IST})
const clockFormat = new Intl.DateTimeFormat('en-IN', {timeStyle: 'short', timeZone: IST})

/** The day a match is played, in India: "Sat, 3 Oct 2026" (a match card group's heading). */
export const formatMatchDay = (iso: string) => dayFormat.format(new Date(iso))

/** The time of day it starts, in India: "8:00 am IST". */
export const formatMatchClock = (iso: string) => `${clockFormat.format(new Date(iso))} IST`

/** A match's day in IST, short: "3 Oct". */
export const formatShortDay = (iso: string) => new Intl.DateTimeFormat('en-IN', {day: 'numeric', month: 'short', timeZone: IST}).format(new Date(iso))
