import { type Devnet, startDevnet } from '@keyway/devnet'
import { SignClient } from '@walletconnect/sign-client'
import { createPublicClient, type Hex, http, parseEther, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetTestChains } from '../devnet.js'
import { MemoryKeyValueStorage } from './memory-storage.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './wallet.js'

type Client = Awaited<ReturnType<typeof SignClient.init>>

let devnet: Devnet
let dapp: Client
let wallet: WalletConnectWallet
let topic: string

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
  dapp = await SignClient.init({
    projectId: 'keyway-testing',
    relayUrl: devnet.urls.relay,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'dapp', description: 'the dapp side', url: 'http://127.0.0.1', icons: [] },
    storage: new MemoryKeyValueStorage(),
    customStoragePrefix: `dapp-${crypto.randomUUID()}`,
  })
  const [account] = devnet.accounts.evm
  if (!account) throw new Error('devnet has no EVM account')
  wallet = await createWalletConnectWallet({
    relayUrl: devnet.urls.relay,
    projectId: 'keyway-testing',
    privateKey: account.privateKey,
    chains: devnetTestChains(devnet),
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  if (!uri) throw new Error('the dapp made no pairing URI')
  const [walletTopic, session] = await Promise.all([wallet.pair(uri), approval()])
  expect(walletTopic).toBe(session.topic)
  topic = session.topic
}, 60_000)

afterAll(async () => {
  await wallet?.close()
  dapp?.core.heartbeat.stop()
  await dapp?.core.relayer.transportClose().catch(() => undefined)
  await devnet?.stop()
})

function personalSign(message: string): Promise<Hex> {
  return dapp.request<Hex>({
    topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: [stringToHex(message), wallet.address] },
  })
}

describe('createWalletConnectWallet', () => {
  it("approves the dapp's proposal with devnet's chains and its devnet account", () => {
    const session = dapp.session.get(topic)
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${wallet.address}`,
      `eip155:31338:${wallet.address}`,
    ])
  })

  it('signs a personal_sign request with the account', async () => {
    const signature = await personalSign('gm from the dapp')
    expect(
      await verifyMessage({ address: wallet.address, message: 'gm from the dapp', signature }),
    ).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'personal_sign',
      chainId: 'eip155:31337',
    })
  })

  it('refuses the next request when told to (the dapp gets code 4001), then signs again', async () => {
    wallet.rejectNext('personal_sign')
    await expect(personalSign('no')).rejects.toMatchObject({ code: 4001 })
    await expect(personalSign('yes')).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('sends a transaction on the chain the request names (mined on anvil)', async () => {
    const [, second] = devnetTestChains(devnet)
    const to = devnet.accounts.evm[5]?.address as Hex
    const hash = await dapp.request<Hex>({
      topic,
      chainId: 'eip155:31338',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to, value: `0x${parseEther('0.01').toString(16)}` }],
      },
    })
    const chain = createPublicClient({ transport: http(second?.rpcUrl) })
    const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 10_000 })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
    expect(wallet.provider.chainId).toBe(31338)
  })

  it('refuses a URI that is not wc:', async () => {
    await expect(wallet.pair('https://example.com')).rejects.toThrow(/not a wc: URI/)
  })
})
