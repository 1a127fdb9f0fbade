// The "7 photos" label each gallery section shows beside its name.
export function photoCount(count: number): string {
  return `${count} ${count === 1 ? 'photo' : 'photos'}`
}
