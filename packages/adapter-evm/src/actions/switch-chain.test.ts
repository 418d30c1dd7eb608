import {
  ChainNotSupportedError,
  defineChain,
  SwitchChainError,
  UserRejectedRequestError,
} from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { isUnrecognizedChainError, switchOrAddChain } from './switch-chain.js'

const network = defineChain({
  id: 31338,
  name: 'Devnet 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31338',
})

type Thrown = { throw: { code: number; message: string; data?: unknown } }

function isThrown(answer: unknown): answer is Thrown {
  return typeof answer === 'object' && answer !== null && 'throw' in answer
}

/** A wallet that answers each method from a script (a queue per method). */
function scriptedWallet(script: Record<string, unknown[]>) {
  const calls: string[] = []
  return {
    calls,
    async request({ method }: { method: string }) {
      calls.push(method)
      const answer = script[method]?.shift()
      if (isThrown(answer)) {
        throw Object.assign(new Error(answer.throw.message), answer.throw)
      }
      return answer ?? null
    },
  }
}

const unknownChain = { throw: { code: 4902, message: 'Unrecognized chain' } }

describe('switchOrAddChain', () => {
  it('switches with wallet_switchEthereumChain only, when the wallet knows the chain', async () => {
    const wallet = scriptedWallet({})
    await switchOrAddChain(wallet, network)
    expect(wallet.calls).toEqual(['wallet_switchEthereumChain'])
  })

  it('adds on 4902, then asks to switch again if the wallet did not switch by itself', async () => {
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: [unknownChain, null],
      eth_chainId: ['0x7a69'],
    })
    await switchOrAddChain(wallet, network)
    expect(wallet.calls).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'wallet_switchEthereumChain',
    ])
  })

  it('recognises 4902 nested in data.originalError (some mobile wallets)', () => {
    expect(
      isUnrecognizedChainError({ code: -32603, data: { originalError: { code: 4902 } } }),
    ).toBe(true)
    expect(isUnrecognizedChainError({ code: 4001 })).toBe(false)
  })

  it("turns a failed add into 'Chain is not supported' (docs/errors.md#networks-and-addresses)", async () => {
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: [unknownChain],
      wallet_addEthereumChain: [{ throw: { code: -32602, message: 'bad rpc' } }],
    })
    const error = await switchOrAddChain(wallet, network).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as Error).message).toMatch(/^Chain is not supported/)
  })

  it('keeps a rejected add (4001) a user rejection', async () => {
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: [unknownChain],
      wallet_addEthereumChain: [{ throw: { code: 4001, message: 'User rejected' } }],
    })
    await expect(switchOrAddChain(wallet, network)).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('maps other switch failures by code, without trying to add', async () => {
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: [{ throw: { code: 5000, message: 'cancelled' } }],
    })
    await expect(switchOrAddChain(wallet, network)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.calls).toEqual(['wallet_switchEthereumChain'])
  })

  it('maps a failed second switch after the add to its typed error', async () => {
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: [unknownChain, unknownChain],
      eth_chainId: ['0x7a69'],
    })
    await expect(switchOrAddChain(wallet, network)).rejects.toBeInstanceOf(SwitchChainError)
  })
})
