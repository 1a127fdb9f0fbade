// Built only for the error-page tests (see lib/test-errors.ts): the root template throws when the
// switch says so, which only global-error.tsx catches, as it would an error in the root layout.
import type {ReactNode} from 'react'
import {throwIfTestError} from '@/lib/test-errors'

export default function RehearsalTemplate({children}: {children: ReactNode}) {
  throwIfTestError('layout')
  return children
}
