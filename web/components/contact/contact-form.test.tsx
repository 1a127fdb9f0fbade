// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {ContactForm} from './contact-form'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function fillAndSend(name: string) {
  fireEvent.change(screen.getByLabelText('Name'), {target: {value: name}})
  fireEvent.change(screen.getByLabelText('Email'), {target: {value: 'fan@example.com'}})
  fireEvent.change(screen.getByLabelText('Message'), {target: {value: 'When is the auction?'}})
  fireEvent.click(screen.getByRole('button', {name: 'Send Message'}))
}

describe('ContactForm', () => {
  it('requires every field, and the email is of email type', () => {
    render(<ContactForm supportEmail={null} />)
    for (const label of ['Name', 'Email', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true)
    }
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email')
  })

  it('on submit shows a thank-you that takes focus, and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    render(<ContactForm supportEmail="support@example.in" />)
    fillAndSend('  Asha ')
    const thanks = screen.getByRole('status')
    expect(thanks.textContent).toContain('Thank you, Asha!')
    expect(screen.getByRole('link', {name: 'support@example.in'}).getAttribute('href')).toBe('mailto:support@example.in')
    expect(document.activeElement).toBe(thanks)
    expect(screen.queryByRole('button', {name: 'Send Message'})).toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('brings an empty form back for another message', () => {
    render(<ContactForm supportEmail={null} />)
    fillAndSend('Asha')
    fireEvent.click(screen.getByRole('button', {name: 'Write another message'}))
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('status')).toBeNull()
  })
})
