import { type DevnetAccount, deriveAccounts } from '../evm/accounts.js'
import { ANVIL_MNEMONIC } from '../evm/anvil.js'

/**
 * The keys of devnet's ERC-4337 stack, derived from anvil's mnemonic past the accounts
 * devnet hands out (0..9) and its operator (10), so they never race a test for nonces.
 * Test keys: never use them anywhere else.
 */
export type AaKeys = {
  /** Deploys the contracts and owns the DelegationManager. */
  deployer: DevnetAccount
  /** The bundler's account that sends handleOps. */
  bundlerExecutor: DevnetAccount
  /** Signs the verifying paymaster's sponsorships. */
  paymasterSigner: DevnetAccount
}

const FIRST_AA_KEY_INDEX = 20

export function deriveAaKeys(mnemonic: string = ANVIL_MNEMONIC): AaKeys {
  const [deployer, bundlerExecutor, paymasterSigner] = deriveAccounts(
    mnemonic,
    3,
    FIRST_AA_KEY_INDEX,
  )
  if (!deployer || !bundlerExecutor || !paymasterSigner) {
    throw new Error('could not derive the AA keys')
  }
  return { deployer, bundlerExecutor, paymasterSigner }
}
