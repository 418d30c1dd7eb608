// docs/devnet.md, "In a dapp's tests": a vitest file that starts devnet in the test process.
// #region test
import { type Devnet, startDevnet } from '@keyway/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free' })
}, 60_000)
afterAll(() => devnet.stop())

it('reads a funded balance', async () => {
  const res = await fetch(devnet.urls.evmRpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [devnet.accounts.evm[0]?.address, 'latest'],
    }),
  })
  expect((await res.json()).result).not.toBe('0x0')
})
// #endregion test
