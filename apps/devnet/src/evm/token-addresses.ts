/**
 * Where devnet's test tokens live. The operator deploys them first on fresh chains, in
 * DEVNET_TOKENS order, so their addresses follow from the operator's address and nonces
 * 0, 1, 2: the same on both chains and on every run. A dapp built against devnet (the demo)
 * knows devnet only by its URLs and reads the token addresses from here; index.test.ts
 * checks them against the deployed contracts.
 */
import { type Address, getContractAddress } from 'viem'
import { deriveAccounts } from './accounts.js'
import { ANVIL_MNEMONIC } from './anvil.js'
import { DEVNET_TOKENS, type TokenKey } from './tokens.js'

/** The operator is the anvil account after the ten test accounts. */
const OPERATOR_ACCOUNT_INDEX = 10

export function devnetTokenAddresses(): Record<TokenKey, Address> {
  const [operator] = deriveAccounts(ANVIL_MNEMONIC, 1, OPERATOR_ACCOUNT_INDEX)
  if (!operator) throw new Error('no operator account')
  const addresses = {} as Record<TokenKey, Address>
  DEVNET_TOKENS.forEach((token, nonce) => {
    addresses[token.key] = getContractAddress({ from: operator.address, nonce: BigInt(nonce) })
  })
  return addresses
}
