// How a post's date reads: the day in India (where the league plays), whatever the server's zone.
const POST_DATE = new Intl.DateTimeFormat('en-IN', {dateStyle: 'long', timeZone: 'Asia/Kolkata'})

export const formatPostDate = (iso: string) => POST_DATE.format(new Date(iso))
