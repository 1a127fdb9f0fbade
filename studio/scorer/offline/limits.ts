// The scorer's offline queue, in numbers: each one named once here.

/** How many times one write is read and committed again after losing a race with another change. */
export const SCORER_COMMIT_ATTEMPTS = 5

/** The longest wait between two tries of a write that could not reach the Content Lake (the waits grow
 * from a second up to this); a write offline waits for the network instead, tried again the moment it is back. */
export const SCORER_RETRY_MAX_MS = 10_000

/** How long a waiting write is kept on the phone: a match day, with room for a washed-out one resumed the
 * next day. Older ones are dropped at the next start rather than written into a scorecard moved on since. */
export const SCORER_QUEUE_MAX_AGE_MS = 48 * 60 * 60 * 1000

/** How many of a scorecard's past revisions the phone remembers replacing with its own writes (a match's
 * balls, with room to spare), to tell a form's copy that is behind from one that is ahead. */
export const SCORER_REVISIONS_KEPT = 1_000
