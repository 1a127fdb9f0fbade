// The subscribe links a fan's calendar follows: webcal:// on the site's own host, and Google Calendar's
// add-by-address page carrying exactly that address.
import {describe, expect, it} from 'vitest'
import {feedLinks, googleCalendarUrl, webcalUrl} from './subscribe'

describe('webcalUrl', () => {
  it.each([
    ['https://opl.example.org/calendar.ics', 'webcal://opl.example.org/calendar.ics'],
    ['http://127.0.0.1:4700/calendar/oxygen-gangsters.ics', 'webcal://127.0.0.1:4700/calendar/oxygen-gangsters.ics'],
    ['https://opl.example.org/calendar.ics?team=a%20b', 'webcal://opl.example.org/calendar.ics?team=a%20b'],
  ])('%s → %s', (http, webcal) => {
    expect(webcalUrl(http)).toBe(webcal)
  })

  it('refuses an address that is not on the web', () => {
    expect(() => webcalUrl('javascript:alert(1)')).toThrow('Not a web address')
  })
})

describe('googleCalendarUrl', () => {
  it('adds the feed by its webcal address, encoded as one parameter', () => {
    const google = googleCalendarUrl('webcal://opl.example.org/calendar/oxygen-gangsters.ics')
    expect(google).toBe('https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fopl.example.org%2Fcalendar%2Foxygen-gangsters.ics')
    expect(new URL(google).searchParams.get('cid')).toBe('webcal://opl.example.org/calendar/oxygen-gangsters.ics')
  })
})

describe('feedLinks', () => {
  it('gives the download path, the webcal address and the Google page of one feed', () => {
    expect(feedLinks('/calendar.ics', 'https://opl.example.org/')).toEqual({
      download: '/calendar.ics',
      webcal: 'webcal://opl.example.org/calendar.ics',
      google: 'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fopl.example.org%2Fcalendar.ics',
    })
  })
})
