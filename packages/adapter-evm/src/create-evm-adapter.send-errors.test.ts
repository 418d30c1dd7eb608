// @vitest-environment happy-dom
// What a dapp receives from core's public actions when a send fails or the wallet goes away,
// through this adapter on anvil: the node's reason as its typed error, and a signature left
// waiting in the wallet ended by a disconnect.
import {
  type ChainDefinition,
  connect,
  createKeyway,
  createMemoryStorage,
  disconnect,
  getBalance,
  getSendState,
  InsufficientFundsError,
  RequestAbortedError,
  sendToken,
  sendTransaction,
  signMessage,
  UserRejectedRequestError,
} from '@keyway/core'
import { announceEip6963, type TestEip1193Provider } from '@keyway/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './create-evm-adapter.js'
import { devnetNetworks, devnetWallet, testDevnet, walletInfo } from './devnet.test-helpers.js'

const devnet = testDevnet()
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A client over this adapter, connected to `wallet` announced as `letter`. */
async function connected(wallet: TestEip1193Provider, letter: string) {
  const info = walletInfo(letter, '#3355aa')
  stops.push(announceEip6963(window, { info, provider: wallet }))
  const networks = devnetNetworks(devnet)
  const storage = createMemoryStorage()
  const adapter = createEvmAdapter({ networks, window, storage })
  const client = createKeyway({
    adapters: [adapter],
    networks: networks as [ChainDefinition, ...ChainDefinition[]],
    storage,
    logger: { warn: () => undefined },
  })
  stops.push(() => {
    client.destroy()
    adapter.destroy()
  })
  await connect(client, { connectorId: info.rdns, namespace: 'eip155' })
  return client
}

/** The wallet with `method` left waiting for its user, who never answers; `asked` counts it. */
function undecided(wallet: TestEip1193Provider, method: string) {
  let asked = 0
  const provider = Object.assign(Object.create(wallet) as TestEip1193Provider, {
    request: (args: { method: string; params?: unknown }) => {
      if (args.method !== method) return wallet.request(args)
      asked += 1
      return new Promise(() => undefined)
    },
  })
  return { provider, asked: () => asked }
}

describe('a failed send gives the node error that says why', () => {
  it('sending more than the balance: InsufficientFundsError with its message, the node words in details', async () => {
    // A fresh key: an account anvil never funded.
    const empty = devnetWallet(devnet, 0, { privateKey: generatePrivateKey() })
    const client = await connected(empty, 'N')
    const error = await sendTransaction(client, {
      to: privateKeyToAccount(generatePrivateKey()).address,
      value: parseEther('1'),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect((error as InsufficientFundsError).shortMessage).toBe(
      'The account does not have enough funds for this transaction and its fee.',
    )
    expect((error as InsufficientFundsError).details).toMatch(/insufficient funds/i)
  })

  it("the send form's action (sendToken) rejects with it too, and the form keeps what was typed", async () => {
    const empty = devnetWallet(devnet, 0, { privateKey: generatePrivateKey() })
    const client = await connected(empty, 'M')
    const [network] = devnetNetworks(devnet)
    const eth = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: network.caipNetworkId,
      quantity: { decimals: '18', numeric: '0' },
      iconUrl: '',
    }
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await expect(sendToken(client, { token: eth, amount: '1', receiver })).rejects.toBeInstanceOf(
      InsufficientFundsError,
    )
    expect(getSendState(client)).toMatchObject({ amount: '1', receiverAddress: receiver })
  })

  it('a refusal in the wallet is still UserRejectedRequestError', async () => {
    const wallet = devnetWallet(devnet, 0, {
      reject: (method) => (method === 'eth_sendTransaction' ? 4001 : false),
    })
    const client = await connected(wallet, 'O')
    await expect(
      sendTransaction(client, { to: wallet.address, value: parseEther('0.001') }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('leaving the wallet aborts only the requests that are not safe', () => {
  it("disconnect ends a signature the user never answered with 'Request was aborted'; a balance read completes", async () => {
    const wallet = undecided(devnetWallet(devnet, 0), 'personal_sign')
    const client = await connected(wallet.provider, 'P')
    const signing = signMessage(client, { message: 'hello' }).catch((e: unknown) => e)
    const reading = getBalance(client)
    await expect.poll(wallet.asked).toBe(1)
    await disconnect(client)
    const error = await signing
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as Error).message).toContain('Request was aborted')
    await expect(reading).resolves.toMatchObject({ symbol: 'ETH' })
  })

  it("the wallet's own disconnect ends the waiting signature too", async () => {
    const wallet = devnetWallet(devnet, 0)
    const waiting = undecided(wallet, 'personal_sign')
    const client = await connected(waiting.provider, 'Q')
    const signing = signMessage(client, { message: 'hello' }).catch((e: unknown) => e)
    await expect.poll(waiting.asked).toBe(1)
    wallet.disconnectFromWallet()
    expect(await signing).toBeInstanceOf(RequestAbortedError)
  })
})
