// The suite's own setup: it refuses to start on an E2E_PORT something already listens on (an orphaned
// server from a killed run), with a message saying what to do, instead of testing that server's build.
import {createServer} from 'node:net'
import {expect, test} from '@playwright/test'
import {portIsFree} from './support/global-setup'
import {freePort} from './support/sandbox'

test('a port already in use is refused with a clear message; a free one is accepted', async () => {
  const port = await freePort()
  await expect(portIsFree(port)).resolves.toBeUndefined()
  const orphan = createServer().listen(port, '127.0.0.1')
  await new Promise((resolve) => orphan.once('listening', resolve))
  try {
    await expect(portIsFree(port)).rejects.toThrow(`E2E_PORT ${port} is already in use, perhaps by a server an earlier run left behind`)
  } finally {
    orphan.close()
  }
})
