// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {renderToString} from 'react-dom/server'
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

  it('leaves validation to the browser in the server HTML (works without script), and takes it over once running', () => {
    const html = renderToString(<ContactForm supportEmail={null} />)
    expect(html).not.toMatch(/novalidate/i)
    expect(html.match(/required=""/g)).toHaveLength(3)
    render(<ContactForm supportEmail={null} />)
    const form = screen.getByRole('form', {name: 'Send us a message'}) as HTMLFormElement
    expect(form.noValidate).toBe(true)
  })

  it('an empty submit marks every field, links each to its message, announces a summary and focuses the first', () => {
    render(<ContactForm supportEmail={null} />)
    fireEvent.click(screen.getByRole('button', {name: 'Send Message'}))
    const expected = [
      ['Name', 'Enter your name.'],
      ['Email', 'Enter your email address.'],
      ['Message', 'Enter your message.'],
    ] as const
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      const described = document.getElementById(field.getAttribute('aria-describedby') ?? '')
      expect(described?.textContent).toContain(message)
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    const summary = screen.getByText(/fields need attention/)
    expect(summary.getAttribute('aria-live')).toBe('polite')
    expect(summary.textContent).toBe('3 fields need attention: Name, Email, Message.')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('a malformed email (or a name of spaces) is the first error, and focus goes there', () => {
    render(<ContactForm supportEmail={null} />)
    fireEvent.change(screen.getByLabelText('Name'), {target: {value: 'Asha'}})
    fireEvent.change(screen.getByLabelText('Email'), {target: {value: 'asha-at-example'}})
    fireEvent.change(screen.getByLabelText('Message'), {target: {value: 'Hello'}})
    fireEvent.click(screen.getByRole('button', {name: 'Send Message'}))
    const email = screen.getByLabelText('Email')
    expect(document.activeElement).toBe(email)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeTruthy()
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false)
    expect(screen.getByText('One field needs attention: Email.')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Name'), {target: {value: '   '}})
    fireEvent.click(screen.getByRole('button', {name: 'Send Message'}))
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    expect(screen.getByText('Enter your name.')).toBeTruthy()
  })

  it('a message goes as soon as its field is fixed, and a fixed form sends', () => {
    render(<ContactForm supportEmail={null} />)
    fireEvent.click(screen.getByRole('button', {name: 'Send Message'}))
    const name = screen.getByLabelText('Name')
    fireEvent.input(name, {target: {value: 'Asha'}})
    expect(name.hasAttribute('aria-invalid')).toBe(false)
    expect(name.hasAttribute('aria-describedby')).toBe(false)
    expect(screen.queryByText('Enter your name.')).toBeNull()
    expect(screen.getByText('2 fields need attention: Email, Message.')).toBeTruthy()
    fillAndSend('Asha')
    expect(screen.getByRole('status').textContent).toContain('Thank you, Asha!')
  })
})
