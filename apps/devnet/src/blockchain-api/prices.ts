import type { Address } from 'viem'
import { DEVNET_COLLECTIBLE, DEVNET_TOKENS } from '../evm/tokens.js'
import type { ApiChain } from './context.js'

/**
 * devnet's fixed local price table (USD). Answers never depend on a market, so tests can
 * assert exact values. Entries flagged `spam` mark transfers of that token as spam in the
 * history (docs/validation.md#balances-and-activity "Spam filter").
 */
export const NATIVE_EVM_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const NATIVE_SOLANA_ADDRESS = 'So11111111111111111111111111111111111111111'

export const USD_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  SOL: 150,
  USDC: 1,
  DAI: 1,
  USDT: 1,
  AIRDROP: 0,
}

export type PricedAsset = {
  name: string
  symbol: string
  decimals: number
  price: number
  iconUrl: string
  spam: boolean
}

export type PriceTable = {
  /** An EVM asset by chain and address (`native` or the 0xeeee… marker for ETH). */
  evm(chain: ApiChain, address: Address | 'native'): PricedAsset | undefined
  solanaNative(): PricedAsset
  /** An SPL mint; the configured test USDC mint is known, others are priced at 0. */
  splToken(mint: string, decimals: number): PricedAsset
  /** Marks (or unmarks) a token as spam; tests use it through the admin route. */
  setSpam(address: string, spam: boolean): void
}

export function iconUrl(baseUrl: string, symbol: string): string {
  return `${baseUrl}/public/token-icons/${encodeURIComponent(symbol)}.svg`
}

export function createPriceTable(options: {
  baseUrl(): string
  solanaUsdcMint?: string
}): PriceTable {
  // Lower-cased addresses flagged as spam, besides the collectible (spam by default).
  const spamOverrides = new Map<string, boolean>()
  const asset = (name: string, symbol: string, decimals: number, spam = false): PricedAsset => ({
    name,
    symbol,
    decimals,
    price: USD_PRICES[symbol] ?? 0,
    iconUrl: iconUrl(options.baseUrl(), symbol),
    spam,
  })
  const isSpam = (address: string, byDefault: boolean) =>
    spamOverrides.get(address.toLowerCase()) ?? byDefault

  return {
    evm(chain, address) {
      if (address === 'native' || address.toLowerCase() === NATIVE_EVM_ADDRESS) {
        return asset('Ether', 'ETH', 18)
      }
      const lower = address.toLowerCase()
      for (const token of DEVNET_TOKENS) {
        if (chain.contracts[token.key].toLowerCase() === lower) {
          return asset(token.name, token.symbol, token.decimals, isSpam(lower, false))
        }
      }
      if (chain.contracts.nft.toLowerCase() === lower) {
        return asset(DEVNET_COLLECTIBLE.name, DEVNET_COLLECTIBLE.symbol, 0, isSpam(lower, true))
      }
      return undefined
    },
    solanaNative: () => asset('Solana', 'SOL', 9),
    splToken(mint, decimals) {
      if (mint === options.solanaUsdcMint) return asset('USD Coin', 'USDC', decimals)
      const short = `${mint.slice(0, 4)}…`
      return { ...asset(`SPL token ${short}`, short, decimals), price: 0 }
    },
    setSpam(address, spam) {
      spamOverrides.set(address.toLowerCase(), spam)
    },
  }
}

/** A small generated token icon (a coloured disc with the symbol). */
export function tokenIconSvg(symbol: string): string {
  let hue = 0
  for (const ch of symbol) hue = (hue * 31 + ch.charCodeAt(0)) % 360
  const text = symbol.slice(0, 4).replace(/[^A-Za-z0-9]/g, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue},60%,45%)"/><text x="32" y="38" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#fff">${text}</text></svg>`
}
