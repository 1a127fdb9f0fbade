'use client'
// /contact's form. Nothing is sent anywhere (the league has no mail service yet): a valid submit only swaps the form for a
// thank-you, which takes focus so screen-reader and keyboard users land on it.
import {useEffect, useRef, useState, type FormEvent} from 'react'
import styled from 'styled-components'
import {Button} from '@/components/ui/button'
import {theme} from '@/theme/theme'

export function ContactForm({supportEmail}: {supportEmail: string | null}) {
  const [sentBy, setSentBy] = useState<string | null>(null)
  const thanksRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (sentBy !== null) thanksRef.current?.focus()
  }, [sentBy])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = new FormData(event.currentTarget).get('name')
    setSentBy(typeof name === 'string' ? name.trim() : '')
  }

  if (sentBy !== null) {
    return (
      <Thanks ref={thanksRef} role="status" tabIndex={-1}>
        <h2>Thank you{sentBy ? `, ${sentBy}` : ''}!</h2>
        <p>
          Thanks for reaching out. This form does not send or store messages yet
          {supportEmail ? (
            <>
              , so to be sure the organisers hear from you, please also write to{' '}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </>
          ) : (
            '.'
          )}
        </p>
        <Button type="button" $variant="secondary" onClick={() => setSentBy(null)}>
          Write another message
        </Button>
      </Thanks>
    )
  }

  return (
    <Form onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <p>All fields are required.</p>
      <Field>
        <label htmlFor="contact-name">Name</label>
        <input id="contact-name" name="name" type="text" autoComplete="name" required />
      </Field>
      <Field>
        <label htmlFor="contact-email">Email</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required />
      </Field>
      <Field>
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={6} required />
      </Field>
      <Button type="submit">Send Message</Button>
    </Form>
  )
}

const panel = `
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  h2 {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primaryDark};
    margin-bottom: ${theme.space.xs};
  }
  p {
    margin: 0 0 ${theme.space.lg};
    color: ${theme.colors.inkMuted};
  }
`

const Form = styled.form`
  ${panel}
`

const Thanks = styled.div`
  ${panel}
  align-self: start;
  padding-top: ${theme.space.xl};
  position: relative;
  overflow: hidden;

  /* The same gold stripe as the Coming Soon cards: a finished, friendly state. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 6px;
    background: ${theme.gradients.gold};
  }
`

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};

  label {
    font-weight: 700;
  }
  input,
  textarea {
    font: inherit;
    color: ${theme.colors.ink};
    background: ${theme.colors.surface};
    padding: ${theme.space.sm} ${theme.space.md};
    min-height: 44px;
    border: 1px solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.sm};
  }
  textarea {
    resize: vertical;
  }
  input:focus-visible,
  textarea:focus-visible {
    border-color: ${theme.colors.focus};
  }
  input:user-invalid,
  textarea:user-invalid {
    border-color: ${theme.colors.danger};
  }
`
