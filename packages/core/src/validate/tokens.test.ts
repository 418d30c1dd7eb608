import { describe, expect, it } from 'vitest'
import { testArbitrum, testMainnet, testSolana } from '../adapter/test-networks.js'
import { defineChain } from '../chains/define-chain.js'
import { InvalidTokensOptionError } from '../errors/config.js'
import { validateTokensOption } from './tokens.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const SOLANA_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const bitcoin = defineChain({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
})
const networks = [testMainnet, testArbitrum, testSolana, bitcoin]

function detailsOf(tokens: unknown): string | undefined {
  try {
    validateTokensOption(tokens, networks)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidTokensOptionError)
    expect((error as InvalidTokensOptionError).shortMessage).toBe('Invalid `tokens` option')
    return (error as InvalidTokensOptionError).details
  }
}

describe('validateTokensOption', () => {
  it('accepts no option, an empty one, and tokens of configured eip155 and solana networks', () => {
    expect(detailsOf(undefined)).toBeUndefined()
    expect(detailsOf({})).toBeUndefined()
    expect(
      detailsOf({
        'eip155:1': [{ address: USDC, symbol: 'USDC', decimals: 6, image: 'https://x.test/u.png' }],
        'eip155:42161': [],
        [testSolana.caipNetworkId]: [{ address: SOLANA_USDC, name: 'USD Coin' }],
      }),
    ).toBeUndefined()
  })

  it.each([
    [[], 'tokens must be an object keyed by CAIP-2 network id'],
    [{ 'eip155:5': [] }, 'tokens["eip155:5"]: eip155:5 is not one of the configured networks'],
    [
      { [bitcoin.caipNetworkId]: [] },
      `tokens["${bitcoin.caipNetworkId}"]: balances are read on eip155 and solana networks only`,
    ],
    [{ 'eip155:1': { address: USDC } }, 'tokens["eip155:1"] must be an array of tokens'],
    [{ 'eip155:1': ['USDC'] }, 'tokens["eip155:1"][0] must be an object with an address'],
    [{ 'eip155:1': [{ symbol: 'USDC' }] }, 'tokens["eip155:1"][0].address must be a string'],
    [
      { 'eip155:1': [{ address: '0x1234' }] },
      'tokens["eip155:1"][0].address "0x1234" is not an EVM address (0x followed by 40 hex digits)',
    ],
    [
      { 'eip155:1': [{ address: SOLANA_USDC }] },
      `tokens["eip155:1"][0].address "${SOLANA_USDC}" is not an EVM address (0x followed by 40 hex digits)`,
    ],
    [
      { [testSolana.caipNetworkId]: [{ address: USDC }] },
      `tokens["${testSolana.caipNetworkId}"][0].address "${USDC}" is not a Solana mint address (base58)`,
    ],
    [
      { 'eip155:1': [{ address: USDC, decimals: 0 }] },
      'tokens["eip155:1"][0].decimals must be a whole number from 1 to 255 (zero-decimal balances are never shown)',
    ],
    [
      { 'eip155:1': [{ address: USDC, decimals: 6.5 }] },
      'tokens["eip155:1"][0].decimals must be a whole number from 1 to 255 (zero-decimal balances are never shown)',
    ],
    [
      { 'eip155:1': [{ address: USDC, symbol: 6 }] },
      'tokens["eip155:1"][0].symbol must be a string',
    ],
    [
      { 'eip155:1': [{ address: USDC }, { address: USDC.toLowerCase() }] },
      `tokens["eip155:1"][1]: ${USDC.toLowerCase()} is listed twice`,
    ],
  ])('%j → %s', (tokens, details) => {
    expect(detailsOf(tokens)).toBe(details)
  })
})
