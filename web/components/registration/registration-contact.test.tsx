// @vitest-environment jsdom
import {cleanup, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {RegistrationContact, telHref} from './registration-contact'

afterEach(cleanup)

describe('telHref', () => {
  it.each([
    ['+91 98450 00000', 'tel:+919845000000'],
    ['080-2345 6789', 'tel:08023456789'],
    [' +1 (555) 010-0000 ', 'tel:+15550100000'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href))
})

describe('RegistrationContact', () => {
  it('shows the desk name, a tel: link and a mailto: link', () => {
    render(<RegistrationContact contact={{name: 'OPL Desk', phone: '+91 98450 00000', email: 'desk@opl.in'}} />)
    expect(screen.getByText('OPL Desk')).toBeTruthy()
    expect(screen.getByRole('link', {name: '+91 98450 00000'}).getAttribute('href')).toBe('tel:+919845000000')
    expect(screen.getByRole('link', {name: 'desk@opl.in'}).getAttribute('href')).toBe('mailto:desk@opl.in')
  })

  it('leaves out missing fields, and says the details are coming when there are none', () => {
    const {rerender} = render(<RegistrationContact contact={{name: '', phone: null, email: 'desk@opl.in'}} />)
    expect(screen.queryByText('Phone')).toBeNull()
    expect(screen.getByRole('link', {name: 'desk@opl.in'})).toBeTruthy()
    rerender(<RegistrationContact contact={null} />)
    expect(screen.getByText(/contact details will be posted here soon/)).toBeTruthy()
  })
})
