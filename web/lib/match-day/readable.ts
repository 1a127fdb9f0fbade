// A page that reads a scorecard shows what it can: when the deliveries cannot be read (a document
// edited outside the scorer's tool), the part made from them is left out and the rest of the page
// stands, with a line in the server's log saying which.
export function readable<T>(read: () => T, what: string): T | null {
  try {
    return read()
  } catch (error) {
    console.warn(`[match-day] ${what} could not be read from the deliveries; the page shows what it can:`, error)
    return null
  }
}
