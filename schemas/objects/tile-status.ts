// What a gallery photo's tile in the Studio says: its caption (or that there is none) and what it still
// needs before it can be published.
type Photo = {caption?: string; alt?: string}

export function tileStatus(photo: Photo | undefined): {caption: string; missing: string | null} {
  const caption = photo?.caption?.trim()
  const alt = photo?.alt?.trim()
  const missing = [!caption && 'caption', !alt && 'description'].filter(Boolean).join(' and ')
  return {caption: caption || 'No caption yet', missing: missing ? `Needs its ${missing}` : null}
}
