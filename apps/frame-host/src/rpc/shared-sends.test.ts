import { type Devnet, EVM_CHAIN_ID, startDevnet } from '@keyway/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { createOriginsSource } from '../server/origins.js'
import { createTestEngines } from '../testing/databases.test-helpers.js'
import { call, createRecordedMailer, signIn, tempKeys } from '../testing/frame-host.test-helpers.js'
import { frameRpc } from './approved-rpc.test-helpers.js'

/**
 * Two frame-host instances on one PostgreSQL sending for one account at once: each send
 * takes its nonce from the chain's pending count, so without a lock shared by the instances
 * two of them pick the same nonce and the node refuses one. The advisory lock of
 * `db.withAdvisoryLock` makes them take turns.
 */
const keys = tempKeys()
const engines = createTestEngines()
const mailer = createRecordedMailer()
let devnet: Devnet
let a: FrameHost
let b: FrameHost
let token: string
let account: Address
const chainId = `eip155:${EVM_CHAIN_ID}`

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
  const databaseUrl = await engines.freshPostgresUrl()
  const options = {
    database: { databaseUrl, poolSize: 4 },
    mail: mailer,
    keys,
    configApiUrl: createOriginsSource({ configApiUrl: devnet.urls.configApi }),
    chainRpcUrls: { [chainId]: devnet.urls.evmRpc },
  }
  ;[a, b] = await Promise.all([createFrameHost(options), createFrameHost(options)])
  token = await signIn(a.url, mailer, 'shared-sends@example.com')
  const me = await call(b.url, 'GET', '/v1/user', { token })
  account = me.json.user.accounts.eip155
  const funder = createWalletClient({
    account: privateKeyToAccount(devnet.accounts.evm[0]!.privateKey),
    transport: http(devnet.urls.evmRpc),
  })
  const chain = createPublicClient({ transport: http(devnet.urls.evmRpc) })
  const funding = await funder.sendTransaction({ chain: null, to: account, value: parseEther('1') })
  await chain.waitForTransactionReceipt({ hash: funding })
}, 180_000)
afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()])
  await engines.stop()
  await devnet?.stop()
  keys.remove()
})

describe('sends of one account through two instances on one PostgreSQL', () => {
  it('six sends at once, alternating instances, take six consecutive nonces and are all mined', async () => {
    const chain = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    const to = devnet.accounts.evm[2]!.address
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        // Each is prepared, approved and sent as the frame does it, on one instance.
        frameRpc((i % 2 === 0 ? a : b).url, token, {
          chainId,
          method: 'eth_sendTransaction',
          params: [{ from: account, to, value: numberToHex(i + 1) }],
        }),
      ),
    )
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    const nonces = await Promise.all(
      answers.map(async ({ json }) => {
        const hash = json.result as Hex
        const receipt = await chain.waitForTransactionReceipt({ hash })
        expect(receipt.status).toBe('success')
        return (await chain.getTransaction({ hash })).nonce
      }),
    )
    const sorted = [...nonces].sort((x, y) => x - y)
    expect(sorted).toEqual(sorted.map((_, i) => sorted[0]! + i))
  })
})
