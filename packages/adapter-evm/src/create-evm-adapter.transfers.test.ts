// @vitest-environment happy-dom
// The send form's transfers through an injected wallet (EIP-6963 needs a DOM window), on anvil.
import { announceEip6963 } from '@keyway/test'
import { type Address, createPublicClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './create-evm-adapter.js'
import {
  devnetAccount,
  devnetNetworks,
  devnetWallet,
  testDevnet,
  walletInfo,
} from './devnet.test-helpers.js'

const devnet = testDevnet()
const [network] = devnetNetworks(devnet)
if (!network) throw new Error('devnet has an EVM network')
// The only file sending from account 5 (the injected tests only have it refuse a connect).
const SENDER = 5
const client = createPublicClient({ transport: http(devnet.urls.evmRpc) })
const adapters: EvmAdapter[] = []
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connectedSender() {
  const info = walletInfo('T', '#22aa66')
  cleanups.push(announceEip6963(window, { info, provider: devnetWallet(devnet, SENDER) }))
  const adapter = createEvmAdapter({ networks: devnetNetworks(devnet), window })
  adapters.push(adapter)
  const { address } = await adapter.connect({ connectorId: info.rdns })
  expect(address).toBe(devnetAccount(devnet, SENDER).address)
  return { adapter, address }
}

const freshReceiver = () => privateKeyToAccount(generatePrivateKey()).address

const tokenBalance = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

async function mined(hash: string) {
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt
}

describe('sendTransaction: the send form transfers (docs/account-features.md#send)', () => {
  it('sends native ETH to the receiver', async () => {
    const { adapter, address } = await connectedSender()
    const to = freshReceiver()
    const hash = await adapter.sendTransaction({ address, to, value: parseEther('0.25'), network })
    await mined(hash)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
  })

  it("moves 1.5 USDC with the token's transfer(to, amount); no ETH goes to the receiver", async () => {
    const { adapter, address } = await connectedSender()
    const to = freshReceiver()
    const before = await tokenBalance(devnet.tokens.usdc, address as Address)
    const hash = await adapter.sendTransaction({
      address,
      to,
      value: adapter.parseUnits('1.5', 6),
      network,
      tokenAddress: devnet.tokens.usdc,
    })
    const receipt = await mined(hash)
    expect(receipt.to?.toLowerCase()).toBe(devnet.tokens.usdc.toLowerCase())
    expect(await tokenBalance(devnet.tokens.usdc, to)).toBe(1_500_000n)
    expect(await tokenBalance(devnet.tokens.usdc, address as Address)).toBe(before - 1_500_000n)
    expect(await client.getBalance({ address: to })).toBe(0n)
  })

  it('transfers a USDT-style token whose transfer returns nothing', async () => {
    const { adapter, address } = await connectedSender()
    const to = freshReceiver()
    const hash = await adapter.sendTransaction({
      address,
      to,
      value: adapter.parseUnits('2', 6),
      network,
      tokenAddress: devnet.tokens.usdt,
    })
    await mined(hash)
    expect(await tokenBalance(devnet.tokens.usdt, to)).toBe(2_000_000n)
  })

  it('fails, sending nothing, when the token balance is too small', async () => {
    const { adapter, address } = await connectedSender()
    const to = freshReceiver()
    const nonce = await client.getTransactionCount({ address: address as Address })
    await expect(
      adapter.sendTransaction({
        address,
        to,
        value: adapter.parseUnits('99999999', 6),
        network,
        tokenAddress: devnet.tokens.usdc,
      }),
    ).rejects.toThrow()
    expect(await client.getTransactionCount({ address: address as Address })).toBe(nonce)
    expect(await tokenBalance(devnet.tokens.usdc, to)).toBe(0n)
  })
})

describe('estimateTransferFee: the send form network fee', () => {
  it('is the gas of the transfer at the current gas price, larger for a token transfer', async () => {
    const adapter = createEvmAdapter({ networks: devnetNetworks(devnet), window })
    adapters.push(adapter)
    const address = devnetAccount(devnet, SENDER).address
    const to = freshReceiver()
    const gasPrice = await client.getGasPrice()
    const native = await adapter.estimateTransferFee?.({ address, to, value: 1n, network })
    expect(native).toBe(21_000n * gasPrice)
    const token = await adapter.estimateTransferFee?.({
      address,
      to,
      value: 1_000_000n,
      network,
      tokenAddress: devnet.tokens.usdt,
    })
    expect(token).toBeGreaterThan(21_000n * gasPrice)
    expect((token ?? 0n) % gasPrice).toBe(0n)
  })

  it('stops when its signal is aborted', async () => {
    const adapter = createEvmAdapter({ networks: devnetNetworks(devnet), window })
    adapters.push(adapter)
    const controller = new AbortController()
    controller.abort()
    await expect(
      adapter.estimateTransferFee?.({
        address: devnetAccount(devnet, SENDER).address,
        to: freshReceiver(),
        value: 1n,
        network,
        signal: controller.signal,
      }),
    ).rejects.toThrow()
  })
})
