// Every toast the shop store shows, worded once, behind a thin wrapper over sonner so tests
// can assert messages; TOAST_LIMIT is the one place the 20-visible-toasts rule lives.
import {toast} from 'sonner'

export const TOAST_LIMIT = 20

export const TOAST_MESSAGES = {
  addedToCart: 'Added to cart',
  notDeliverable: (pincode: string) => `Not deliverable to ${pincode}`,
  removedUndeliverable: 'Removed items not deliverable to your address.',
  stockEnabled: 'Stock enabled for the product',
  stockDisabled: 'Stock disabled for the product',
  stockToggleFailed: 'Stock toggle failed',
} as const

export const notify = {
  success: (message: string) => void toast.success(message),
  error: (message: string) => void toast.error(message),
  info: (message: string) => void toast.info(message),
}
