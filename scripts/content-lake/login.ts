// The stand-in's login: one provider that logs the visitor in at once, the way Sanity's providers end —
// a redirect back to the Studio with a session id, which the Studio exchanges for a token
// (`/auth/fetch?sid=`) and keeps in localStorage (the Studio's `loginMethod: 'token'`).
import {randomBytes, timingSafeEqual} from 'node:crypto'
import type {IncomingMessage, ServerResponse} from 'node:http'
import {HttpError} from './http'

export type LocalAuth = ReturnType<typeof localLogin>

/** How long a session id from the login redirect may be exchanged for the token. */
export const LOGIN_SESSION_TTL_MS = 60_000

const LOOPBACK_HOST = /^(?:[a-z0-9-]+\.)?localhost$|^127\.0\.0\.1$/

/** A token for a stand-in started without one: made at start, as Sanity's CLI makes a login's. */
export const makeToken = () => randomBytes(24).toString('hex')

/** `token`: the one bearer token accepted, and the one a login hands the Studio. */
export function localLogin(token: string) {
  const expected = Buffer.from(token)
  const sessions = new Map<string, number>()
  return {
    loginPath: '/auth/local-login',
    accepts: (bearer: string | undefined) => {
      const given = Buffer.from(bearer ?? '')
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
    /** Redirects back to the Studio (only a Studio on this machine) with a one-time session id. */
    login(req: IncomingMessage, res: ServerResponse, url: URL) {
      const origin = URL.parse(url.searchParams.get('origin') ?? '')
      if (!origin || !LOOPBACK_HOST.test(origin.hostname)) throw new HttpError(400, 'The login returns only to a Studio on this machine (origin=http://…localhost:<port>/)')
      const sid = randomBytes(16).toString('hex')
      sessions.set(sid, Date.now() + LOGIN_SESSION_TTL_MS)
      origin.hash = `sid=${sid}`
      res.writeHead(302, {location: origin.href})
      res.end()
    },
    exchange(sid: string | null) {
      const expires = sid ? sessions.get(sid) : undefined
      if (!expires || expires < Date.now()) throw new HttpError(401, 'Unknown or expired login session: log in again')
      sessions.delete(sid!)
      return {token}
    },
  }
}
