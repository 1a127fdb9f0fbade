// Which phone is scoring: an id made once per browser and kept with its waiting writes, and the name the
// other phones are shown ("Asha Rao's phone (a1b2)").
const DEVICE_KEY = 'opl-scorer-device'

export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): string {
  const known = storage.getItem(DEVICE_KEY)
  if (known) return known
  const made = crypto.randomUUID()
  storage.setItem(DEVICE_KEY, made)
  return made
}

export const deviceName = (userName: string | undefined, device: string) => `${userName?.trim() || 'A scorer'}'s phone (${device.slice(0, 4)})`
