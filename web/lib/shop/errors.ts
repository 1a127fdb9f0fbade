// One error type for everything the shop API can do wrong, so hooks expose a typed, readable error
// state instead of throwing: the `kind` says whether to blame the server, the network or the answer.
export type ShopApiErrorKind =
  | 'http' // the server answered with a non-2xx status
  | 'network' // no answer at all (offline, DNS, CORS, aborted)
  | 'malformed-json' // an answer whose body is not JSON
  | 'unexpected-shape' // JSON, but without the fields this store relies on
  | 'rejected' // a 2xx answer saying `success: false`

export class ShopApiError extends Error {
  readonly kind: ShopApiErrorKind
  /** The HTTP status; 0 when no answer arrived. */
  readonly status: number
  readonly path: string

  constructor(init: {kind: ShopApiErrorKind; status: number; message: string; path: string; cause?: unknown}) {
    super(init.message, init.cause === undefined ? undefined : {cause: init.cause})
    this.name = 'ShopApiError'
    this.kind = init.kind
    this.status = init.status
    this.path = init.path
  }
}

export function isShopApiError(error: unknown): error is ShopApiError {
  return error instanceof ShopApiError
}
