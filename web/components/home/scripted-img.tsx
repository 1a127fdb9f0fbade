'use client'
// A hero picture that only a script shows (the carousel's later slides): drawn once the page has
// hydrated, not in the server HTML. Its attributes are next/image's (hero-picture.tsx).
import type {ComponentPropsWithoutRef} from 'react'
import {useHydrated} from '@/components/ui/use-hydrated'

export function ScriptedImg({alt, ...props}: ComponentPropsWithoutRef<'img'>) {
  return useHydrated() ? <img {...props} alt={alt} /> : null
}
