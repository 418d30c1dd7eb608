// @vitest-environment happy-dom
// Balances, signing and transfers against devnet's real Solana RPC (litesvm), through a
// keypair wallet registered with the Wallet Standard. Account 2 sends; recipients are fresh.
import {
  ConnectorNotConnectedError,
  InsufficientFundsError,
  RequestAbortedError,
  UserRejectedRequestError,
} from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { localAdapter, registerDevnetWallet } from './create-solana-adapter.test-helpers.js'
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
const rpc = devnetRpc(devnet)
const sender = devnetSolanaAccount(devnet, 2).publicKey
const USDC = devnet.usdcMint.address

async function connected(name: string, chains?: `${string}:${string}`[]) {
  const registered = await registerDevnetWallet(2, { name, ...(chains ? { chains } : {}) })
  const adapter = localAdapter({ tokens: { [USDC]: { name: 'USD Coin', symbol: 'USDC' } } })
  await adapter.connect({ connectorId: name })
  return { adapter, ...registered }
}

/** Transactions land on the next slot: read until the recipient's balance shows. */
async function balanceOf(address: string, expected: bigint): Promise<bigint> {
  await expect.poll(() => rpc.getBalance(address), { timeout: 10_000 }).toBe(expected)
  return rpc.getBalance(address)
}

describe('balances', () => {
  it('reads the SOL balance from devnet with 9 decimals', async () => {
    const adapter = localAdapter()
    const lamports = await rpc.getBalance(sender)
    const balance = await adapter.getBalance({ address: sender, network })
    expect(balance).toEqual({ balance: adapter.formatUnits(lamports, 9), symbol: 'SOL' })
    expect(adapter.parseUnits(balance.balance, 9)).toBe(lamports)
  })

  it('reads the configured mints (getTokenAccountsByOwner by mint, jsonParsed), nothing else', async () => {
    const adapter = localAdapter({ tokens: { [USDC]: { name: 'USD Coin', symbol: 'USDC' } } })
    const owner = devnetSolanaAccount(devnet, 0).publicKey
    const balances = await adapter.getTokenBalances?.({
      address: owner,
      network,
      tokens: [{ address: USDC }],
    })
    const [account] = await rpc.getTokenAccountsOfMint(owner, USDC)
    expect(balances).toEqual([
      { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, amount: account?.amount },
    ])
    expect(BigInt(account?.amount ?? 0)).toBeGreaterThan(0n)
  })

  it("answers '0' for a mint the owner holds no account of, its decimals read from the mint", async () => {
    const adapter = localAdapter()
    const balances = await adapter.getTokenBalances?.({
      address: randomAddress(),
      network,
      tokens: [{ address: USDC, symbol: 'USDC' }],
    })
    expect(balances).toEqual([
      { name: 'USDC', symbol: 'USDC', address: USDC, decimals: 6, amount: '0' },
    ])
  })

  it('token reads are aborted with the caller signal', async () => {
    const adapter = localAdapter({ fetch: () => new Promise<Response>(() => undefined) })
    const controller = new AbortController()
    const pending = adapter.getTokenBalances?.({
      address: sender,
      network,
      tokens: [{ address: USDC }],
      signal: controller.signal,
    })
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('leaves out an address that is not a mint', async () => {
    const adapter = localAdapter()
    const balances = await adapter.getTokenBalances?.({
      address: sender,
      network,
      tokens: [{ address: randomAddress() }, { address: USDC, decimals: 6 }],
    })
    expect(balances?.map((b) => b.address)).toEqual([USDC])
  })

  it('estimates the fee of a SOL transfer (getFeeForMessage): one signature, 5000 lamports', async () => {
    const adapter = localAdapter()
    const to = randomAddress()
    expect(await adapter.estimateGas({ address: sender, to, network, value: 1n })).toBe(5000n)
  })

  it("estimates the send form's fee of a SOL and of an SPL transfer to an account without a token account", async () => {
    const adapter = localAdapter()
    const to = randomAddress()
    expect(await adapter.estimateTransferFee?.({ address: sender, to, network, value: 1n })).toBe(
      5000n,
    )
    // The same single signature pays for creating the token account and the transfer.
    expect(
      await adapter.estimateTransferFee?.({
        address: sender,
        to,
        network,
        value: 1_000_000n,
        tokenAddress: USDC,
      }),
    ).toBe(5000n)
    expect(await rpc.getTokenAccountsOfMint(to, USDC)).toEqual([])
  })
})

describe('signMessage', () => {
  it("signs with solana:signMessage; the signature verifies with the account's ed25519 key", async () => {
    const { adapter } = await connected('Signer')
    const signature = await adapter.signMessage({ message: 'hello solana', address: sender })
    const valid = verifyEd25519(
      decodeBase58(sender),
      new TextEncoder().encode('hello solana'),
      decodeBase58(signature),
    )
    expect(valid).toBe(true)
    expect(
      verifyEd25519(
        decodeBase58(sender),
        new TextEncoder().encode('other'),
        decodeBase58(signature),
      ),
    ).toBe(false)
  })

  it('maps a rejected signature to UserRejectedRequestError and stays usable', async () => {
    const { adapter, testWallet } = await connected('Decliner')
    testWallet.rejectNext('signMessage')
    await expect(adapter.signMessage({ message: 'no', address: sender })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(adapter.signMessage({ message: 'yes', address: sender })).resolves.toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{86,88}$/,
    )
  })

  it('needs a connection', async () => {
    await expect(
      localAdapter().signMessage({ message: 'x', address: sender }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })
})

describe('sendTransaction', () => {
  it('sends SOL through solana:signAndSendTransaction when the wallet knows the cluster; the recipient receives it', async () => {
    const { adapter, testWallet } = await connected('Sender')
    const to = randomAddress()
    const signature = await adapter.sendTransaction({
      address: sender,
      to,
      value: 1_000_000n,
      network,
    })
    expect(decodeBase58(signature)).toHaveLength(64)
    expect(testWallet.requests).toContain('signAndSendTransaction')
    expect(await balanceOf(to, 1_000_000n)).toBe(1_000_000n)
  })

  it('has the wallet only sign (solana:signTransaction) for a cluster it does not list, and submits through the configured RPC', async () => {
    const { adapter, testWallet } = await connected('Mainnet Only', ['solana:mainnet'])
    const to = randomAddress()
    await adapter.sendTransaction({ address: sender, to, value: 2_000_000n, network })
    expect(testWallet.requests).toContain('signTransaction')
    expect(testWallet.requests).not.toContain('signAndSendTransaction')
    expect(await balanceOf(to, 2_000_000n)).toBe(2_000_000n)
  })

  it("transfers an SPL token, creating the recipient's associated token account first", async () => {
    const { adapter } = await connected('Token Sender')
    const to = randomAddress()
    const send = (value: bigint) =>
      adapter.sendTransaction({ address: sender, to, value, network, tokenAddress: USDC })
    const usdcOf = async () =>
      (
        await adapter.getTokenBalances?.({ address: to, network, tokens: [{ address: USDC }] })
      )?.find((b) => b.address === USDC)?.amount
    // No token account yet: the balance reads '0'.
    expect(await rpc.getTokenAccountsOfMint(to, USDC)).toEqual([])
    expect(await usdcOf()).toBe('0')
    await send(1_500_000n)
    await expect.poll(usdcOf, { timeout: 10_000 }).toBe('1500000')
    // The account exists now: a second transfer goes straight to it.
    await send(500_000n)
    await expect.poll(usdcOf, { timeout: 10_000 }).toBe('2000000')
  })

  it('builds an SPL transfer without a global Buffer, as in a browser', async () => {
    const { adapter } = await connected('Browser-like Sender')
    const to = randomAddress()
    const saved = globalThis.Buffer
    Reflect.deleteProperty(globalThis, 'Buffer')
    try {
      await adapter.sendTransaction({
        address: sender,
        to,
        value: 250_000n,
        network,
        tokenAddress: USDC,
      })
    } finally {
      globalThis.Buffer = saved
    }
    await expect
      .poll(async () => (await rpc.getTokenAccountsOfMint(to, USDC))[0]?.amount, {
        timeout: 10_000,
      })
      .toBe('250000')
  })

  it('maps a rejected transaction to UserRejectedRequestError; nothing is sent', async () => {
    const { adapter, testWallet } = await connected('Tx Decliner')
    const to = randomAddress()
    testWallet.rejectNext('signAndSendTransaction')
    await expect(
      adapter.sendTransaction({ address: sender, to, value: 1n, network }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await rpc.getBalance(to)).toBe(0n)
  })

  it.each([
    ['the wallet sends', undefined],
    ['the configured RPC submits', ['solana:mainnet'] as `${string}:${string}`[]],
  ])(
    'more SOL than the account holds: InsufficientFundsError (%s); nothing is sent',
    async (_, chains) => {
      const { adapter } = await connected(chains ? 'Poor Signer' : 'Poor Sender', chains)
      const to = randomAddress()
      const lamports = await rpc.getBalance(sender)
      const error = await adapter
        .sendTransaction({ address: sender, to, value: lamports + 1n, network })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InsufficientFundsError)
      expect((error as InsufficientFundsError).shortMessage).toBe(
        'The account does not have enough funds for this transaction and its fee.',
      )
      expect(await rpc.getBalance(to)).toBe(0n)
    },
  )
})
