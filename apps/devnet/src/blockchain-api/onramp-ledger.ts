/**
 * Purchases completed on devnet's local onramp checkout page. The history endpoint answers
 * its `onramp` filter from here (docs/services.md#calls history `onramp` parameter).
 */
export type OnrampPurchase = {
  id: string
  provider: string
  /** CAIP-2 of the chain credited. */
  chain: string
  address: string
  symbol: string
  /** Human amount, e.g. "25.5". */
  amount: string
  /** Transaction hash (EVM) or signature (Solana) of the credit. */
  txHash: string
  /** Seconds. */
  timestamp: number
}

export type OnrampLedger = {
  add(purchase: OnrampPurchase): void
  purchasesOf(address: string): OnrampPurchase[]
}

export function createOnrampLedger(): OnrampLedger {
  const purchases: OnrampPurchase[] = []
  return {
    add: (purchase) => {
      purchases.push(purchase)
    },
    purchasesOf: (address) =>
      purchases.filter((p) => p.address.toLowerCase() === address.toLowerCase()).reverse(),
  }
}
