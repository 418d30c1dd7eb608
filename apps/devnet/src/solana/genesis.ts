import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  MintLayout,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js'
import {
  faucetKeypair,
  type TestAccount,
  testKeypairs,
  toTestAccount,
  usdcMintKeypair,
} from './keys.js'
import type { SolanaLedger } from './ledger.js'

/**
 * Devnet's Solana genesis: funded test accounts, a faucet for requestAirdrop, and a test
 * USDC mint (6 decimals) whose tokens sit in each test account's associated token account.
 * Written straight into litesvm's accounts, so start-up costs no transactions.
 */

export const USDC_DECIMALS = 6

export type GenesisOptions = {
  accounts?: number
  /** SOL per test account (default 100). */
  solPerAccount?: number
  /** Whole USDC per test account (default 10 000). */
  usdcPerAccount?: number
}

export type Genesis = {
  accounts: TestAccount[]
  faucet: TestAccount
  usdcMint: { address: string; decimals: typeof USDC_DECIMALS; symbol: 'USDC' }
  /** The mint authority (the first test account), so tests can mint more USDC. */
  usdcMintAuthority: string
}

export { GENESIS_HASH } from './genesis-hash.js'

const FAUCET_SOL = 1_000_000n

export function writeGenesis(ledger: SolanaLedger, options: GenesisOptions = {}): Genesis {
  const keypairs = testKeypairs(options.accounts ?? 5)
  const lamportsEach = BigInt(options.solPerAccount ?? 100) * BigInt(LAMPORTS_PER_SOL)
  const usdcEach = BigInt(options.usdcPerAccount ?? 10_000) * 10n ** BigInt(USDC_DECIMALS)
  const system = SystemProgram.programId.toBase58()
  const faucet = faucetKeypair()
  const mint = usdcMintKeypair().publicKey
  const authority = keypairs[0]?.publicKey ?? faucet.publicKey
  const rent = (size: number) => ledger.svm.minimumBalanceForRentExemption(BigInt(size))

  ledger.setAccount(faucet.publicKey.toBase58(), {
    lamports: FAUCET_SOL * BigInt(LAMPORTS_PER_SOL),
    owner: system,
    data: new Uint8Array(),
    executable: false,
  })

  const mintData = Buffer.alloc(MINT_SIZE)
  MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: authority,
      supply: usdcEach * BigInt(keypairs.length),
      decimals: USDC_DECIMALS,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    mintData,
  )
  ledger.setAccount(mint.toBase58(), {
    lamports: rent(MINT_SIZE),
    owner: TOKEN_PROGRAM_ID.toBase58(),
    data: mintData,
    executable: false,
  })

  for (const keypair of keypairs) {
    ledger.setAccount(keypair.publicKey.toBase58(), {
      lamports: lamportsEach,
      owner: system,
      data: new Uint8Array(),
      executable: false,
    })
    const tokenData = Buffer.alloc(ACCOUNT_SIZE)
    AccountLayout.encode(
      {
        mint,
        owner: keypair.publicKey,
        amount: usdcEach,
        delegateOption: 0,
        delegate: PublicKey.default,
        state: AccountState.Initialized,
        isNativeOption: 0,
        isNative: 0n,
        delegatedAmount: 0n,
        closeAuthorityOption: 0,
        closeAuthority: PublicKey.default,
      },
      tokenData,
    )
    ledger.setAccount(getAssociatedTokenAddressSync(mint, keypair.publicKey).toBase58(), {
      lamports: rent(ACCOUNT_SIZE),
      owner: TOKEN_PROGRAM_ID.toBase58(),
      data: tokenData,
      executable: false,
    })
  }

  return {
    accounts: keypairs.map(toTestAccount),
    faucet: toTestAccount(faucet),
    usdcMint: { address: mint.toBase58(), decimals: USDC_DECIMALS, symbol: 'USDC' },
    usdcMintAuthority: authority.toBase58(),
  }
}
