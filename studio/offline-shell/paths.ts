// Where the built Studio's service worker is served: the root, so its scope is the whole Studio.
export const SERVICE_WORKER_PATH = '/sw.js'
