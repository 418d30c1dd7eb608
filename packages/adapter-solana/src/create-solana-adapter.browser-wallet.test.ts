// @vitest-environment happy-dom
// The adapter with @keyway/test's browser wallet, end to end without a browser: a stand-in
// for Playwright's page runs the init script in this DOM and exposes the bridge, so the
// adapter talks to the page's Wallet Standard wallet while the keypair signs on the test side.
import { UserRejectedRequestError } from '@keyway/core'
import {
  createInjectedSolanaWalletScript,
  createTestSolanaWallet,
  installTestSolanaWallets,
  type SolanaWalletPage,
  TEST_SOLANA_WALLET_ICON,
} from '@keyway/test/solana-wallet'
import { afterAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './create-solana-adapter.js'
import {
  devnetRpc,
  devnetSolanaAccount,
  devnetSolanaNetwork,
  randomAddress,
  testDevnet,
  verifyEd25519,
} from './devnet.test-helpers.js'
import { decodeBase58 } from './utils/base58.js'

const devnet = testDevnet()
const network = devnetSolanaNetwork(devnet)
const account = devnetSolanaAccount(devnet, 4)

/** What Playwright would do, in this DOM: JSON crosses the bridge as it would over CDP. */
const page: SolanaWalletPage = {
  async exposeFunction(name, callback) {
    Reflect.set(window, name, async (request: unknown) =>
      JSON.parse(JSON.stringify(await callback(JSON.parse(JSON.stringify(request))))),
    )
  },
  async addInitScript({ content }) {
    // Runs the init script in this DOM's global scope, as a page would.
    new Function(content)()
  },
  async evaluate(pageFunction, arg) {
    return pageFunction(JSON.parse(JSON.stringify(arg)))
  },
}

const testWallet = await createTestSolanaWallet({
  secretKey: account.secretKey,
  rpcUrl: devnet.urls.solanaRpc,
})
const stop = await installTestSolanaWallets(page, {
  wallets: [
    {
      id: 'page-wallet',
      name: 'Page Wallet',
      icon: TEST_SOLANA_WALLET_ICON,
      chains: [network.caipNetworkId],
      wallet: testWallet,
    },
  ],
})
afterAll(stop)

const adapters: ReturnType<typeof createSolanaAdapter>[] = []
afterAll(() => {
  for (const adapter of adapters) adapter.destroy()
})
function pageAdapter() {
  const adapter = createSolanaAdapter({ networks: [network], window })
  adapters.push(adapter)
  return adapter
}

describe('browser test wallet (Wallet Standard over the bridge)', () => {
  it('registers in the page: the adapter lists it and connects with the keypair account', async () => {
    const adapter = pageAdapter()
    expect(adapter.getConnectors().map((c) => c.name)).toEqual(['Page Wallet'])
    const connection = await adapter.connect({ connectorId: 'Page Wallet' })
    expect(connection.address).toBe(account.publicKey)
  })

  it('signs a message in the test process; the signature verifies with ed25519', async () => {
    const adapter = pageAdapter()
    await adapter.reconnect({ connectorId: 'Page Wallet' })
    const signature = await adapter.signMessage({
      message: 'from the page',
      address: account.publicKey,
    })
    expect(
      verifyEd25519(
        decodeBase58(account.publicKey),
        new TextEncoder().encode('from the page'),
        decodeBase58(signature),
      ),
    ).toBe(true)
  })

  it("sends SOL on devnet; the recipient's balance changes", async () => {
    const adapter = pageAdapter()
    await adapter.reconnect({ connectorId: 'Page Wallet' })
    const to = randomAddress()
    await adapter.sendTransaction({ address: account.publicKey, to, value: 4_000_000n, network })
    await expect.poll(() => devnetRpc(devnet).getBalance(to), { timeout: 10_000 }).toBe(4_000_000n)
  })

  it('carries a rejection across the bridge with its code (UserRejectedRequestError)', async () => {
    const adapter = pageAdapter()
    await adapter.reconnect({ connectorId: 'Page Wallet' })
    testWallet.rejectNext('signMessage')
    await expect(
      adapter.signMessage({ message: 'no', address: account.publicKey }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('pushes an account switch in the test process into the page (accountChanged)', async () => {
    const adapter = pageAdapter()
    await adapter.reconnect({ connectorId: 'Page Wallet' })
    const changed = new Promise<string>((resolve) => {
      adapter.on('accountChanged', ({ address }) => resolve(address))
    })
    await testWallet.useSecretKey(devnetSolanaAccount(devnet, 3).secretKey)
    expect(await changed).toBe(devnetSolanaAccount(devnet, 3).publicKey)
    await testWallet.useSecretKey(account.secretKey)
  })

  it('refuses a bridge name that is not an identifier and duplicate wallet ids', () => {
    expect(() => createInjectedSolanaWalletScript({ wallets: [], bridge: 'a-b' })).toThrow(
      'not an identifier',
    )
    const one = { id: 'x', name: 'X', icon: TEST_SOLANA_WALLET_ICON, chains: ['solana:devnet'] }
    expect(() => createInjectedSolanaWalletScript({ wallets: [one, one] })).toThrow('unique')
  })
})
