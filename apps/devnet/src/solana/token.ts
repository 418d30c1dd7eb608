import {
  ACCOUNT_SIZE,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import { formatUnits } from 'viem'

/**
 * SPL token accounts and mints in the `jsonParsed` shape Solana RPC answers, decoded with
 * @solana/spl-token (the layouts of both the Token and the Token-2022 program).
 */

/** What the RPC layer knows about an account (owner in base58). */
export type AccountView = {
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}

export type AccountLookup = (address: string) => AccountView | null

export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

export type ParsedAccountData = { program: string; parsed: unknown; space: number }

const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  [TOKEN_PROGRAM_ID.toBase58()]: 'spl-token',
  [TOKEN_2022_PROGRAM_ID.toBase58()]: 'spl-token-2022',
}

export function isTokenProgram(owner: string): boolean {
  return Object.hasOwn(PROGRAM_NAMES, owner)
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

function toInfo(account: AccountView) {
  return {
    data: Buffer.from(account.data),
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: new PublicKey(account.owner),
  }
}

export type DecodedTokenAccount = { mint: string; owner: string; amount: bigint; state: string }

/** Decodes a token account, or null when the account is not one. */
export function decodeTokenAccount(
  address: string,
  account: AccountView,
): DecodedTokenAccount | null {
  if (!isTokenProgram(account.owner) || account.data.length < ACCOUNT_SIZE) return null
  // A Token-2022 mint with extensions can be longer than 165 bytes too; its account type byte
  // (offset 165) tells them apart, and unpackAccount checks it.
  try {
    const decoded = unpackAccount(
      new PublicKey(address),
      toInfo(account),
      new PublicKey(account.owner),
    )
    return {
      mint: decoded.mint.toBase58(),
      owner: decoded.owner.toBase58(),
      amount: decoded.amount,
      state: decoded.isFrozen ? 'frozen' : 'initialized',
    }
  } catch {
    return null
  }
}

export function decodeMintDecimals(address: string, account: AccountView | null): number | null {
  if (!account || !isTokenProgram(account.owner) || account.data.length < MINT_SIZE) return null
  try {
    return unpackMint(new PublicKey(address), toInfo(account), new PublicKey(account.owner))
      .decimals
  } catch {
    return null
  }
}

/** The `jsonParsed` form of a token account or mint, or null for any other account. */
export function parseTokenAccountData(
  address: string,
  account: AccountView,
  lookup: AccountLookup,
): ParsedAccountData | null {
  const program = PROGRAM_NAMES[account.owner]
  if (!program) return null
  const owner = new PublicKey(account.owner)
  const space = account.data.length
  if (space === MINT_SIZE || (space > ACCOUNT_SIZE && account.data[ACCOUNT_SIZE] === 1)) {
    try {
      const mint = unpackMint(new PublicKey(address), toInfo(account), owner)
      const info = {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthority?.toBase58() ?? null,
        supply: mint.supply.toString(),
      }
      return { program, parsed: { type: 'mint', info }, space }
    } catch {
      return null
    }
  }
  try {
    const token = unpackAccount(new PublicKey(address), toInfo(account), owner)
    const mintAddress = token.mint.toBase58()
    const decimals = decodeMintDecimals(mintAddress, lookup(mintAddress))
    if (decimals === null) return null
    const info: Record<string, unknown> = {
      isNative: token.isNative,
      mint: mintAddress,
      owner: token.owner.toBase58(),
      state: token.isFrozen ? 'frozen' : token.isInitialized ? 'initialized' : 'uninitialized',
      tokenAmount: uiTokenAmount(token.amount, decimals),
    }
    if (token.delegate) {
      info.delegate = token.delegate.toBase58()
      info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals)
    }
    if (token.closeAuthority) info.closeAuthority = token.closeAuthority.toBase58()
    if (token.rentExemptReserve !== null) {
      info.rentExemptReserve = uiTokenAmount(token.rentExemptReserve, 9)
    }
    return { program, parsed: { type: 'account', info }, space }
  } catch {
    return null
  }
}

/** A transaction meta's pre/post token balance entry. */
export type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** Token balances of a transaction's accounts, in the form of meta.pre/postTokenBalances. */
export function tokenBalances(
  accountKeys: readonly string[],
  lookup: AccountLookup,
): TokenBalance[] {
  const balances: TokenBalance[] = []
  accountKeys.forEach((key, accountIndex) => {
    const account = lookup(key)
    if (!account) return
    const token = decodeTokenAccount(key, account)
    if (!token) return
    const decimals = decodeMintDecimals(token.mint, lookup(token.mint))
    if (decimals === null) return
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(token.amount, decimals),
    })
  })
  return balances
}
