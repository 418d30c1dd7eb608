import { type Address, type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

export type DevnetAccount = { address: Address; privateKey: Hex }

/** Derives accounts `m/44'/60'/0'/0/i` of a mnemonic (the ones anvil funds), in order. */
export function deriveAccounts(mnemonic: string, count: number, offset = 0): DevnetAccount[] {
  return Array.from({ length: count }, (_, i) => {
    const account = mnemonicToAccount(mnemonic, { addressIndex: offset + i })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error(`no private key for account ${offset + i}`)
    return { address: account.address, privateKey: toHex(key) }
  })
}
