import type { Address } from '@solana/kit'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { z } from 'zod'
import { contextOf, encodeAccount, withContext } from './account-json.js'
import { INVALID_PARAMS, JsonRpcError, type MethodTable } from './json-rpc.js'
import type { SolanaLedger } from './ledger.js'
import { accountConfig, optionalConfig, parseParams, pubkey, tokenFilter } from './params.js'
import { decodeMintDecimals, decodeTokenAccount, uiTokenAmount } from './token.js'

/** Account reads: balances, account data, SPL token accounts, rent. */

const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()]

const MAX_MULTIPLE_ACCOUNTS = 100

const getBalanceParams = z.tuple([pubkey, optionalConfig(accountConfig)])
const getAccountInfoParams = z.tuple([pubkey, optionalConfig(accountConfig)])
const getMultipleAccountsParams = z.tuple([
  z.array(pubkey).max(MAX_MULTIPLE_ACCOUNTS),
  optionalConfig(accountConfig),
])
const getTokenAccountsByOwnerParams = z.tuple([pubkey, tokenFilter, optionalConfig(accountConfig)])
const getTokenAccountBalanceParams = z.tuple([pubkey, optionalConfig(accountConfig)])
const rentParams = z.tuple([z.number().int().nonnegative(), optionalConfig(accountConfig)])

export function accountMethods(ledger: SolanaLedger): MethodTable {
  const lookup = (address: string) => ledger.getAccount(address)

  function tokenAccountsOf(owner: string, filter: z.infer<typeof tokenFilter>) {
    let programs = TOKEN_PROGRAMS
    let mint: string | undefined
    if ('mint' in filter) {
      mint = filter.mint
      const mintAccount = ledger.getAccount(mint)
      programs =
        mintAccount && TOKEN_PROGRAMS.includes(mintAccount.owner) ? [mintAccount.owner] : []
    } else {
      if (!TOKEN_PROGRAMS.includes(filter.programId)) {
        throw new JsonRpcError(INVALID_PARAMS, 'Invalid param: unrecognized Token program id')
      }
      programs = [filter.programId]
    }
    const found: Array<{ pubkey: string; account: ReturnType<typeof lookup> & {} }> = []
    for (const program of programs) {
      for (const encoded of ledger.svm.getProgramAccounts(program as Address)) {
        const view = ledger.getAccount(encoded.address)
        if (!view) continue
        const token = decodeTokenAccount(encoded.address, view)
        if (!token || token.owner !== owner || (mint !== undefined && token.mint !== mint)) continue
        found.push({ pubkey: encoded.address, account: view })
      }
    }
    return found
  }

  return {
    getBalance(params) {
      const [address, config] = parseParams(getBalanceParams, params)
      return withContext(contextOf(ledger, config), ledger.getAccount(address)?.lamports ?? 0n)
    },

    getAccountInfo(params) {
      const [address, config] = parseParams(getAccountInfoParams, params)
      const context = contextOf(ledger, config)
      const account = ledger.getAccount(address)
      const encoding = config?.encoding ?? 'base58'
      return withContext(
        context,
        account ? encodeAccount(address, account, encoding, lookup, config?.dataSlice) : null,
      )
    },

    getMultipleAccounts(params) {
      const [addresses, config] = parseParams(getMultipleAccountsParams, params)
      const context = contextOf(ledger, config)
      const encoding = config?.encoding ?? 'base64'
      return withContext(
        context,
        addresses.map((address) => {
          const account = ledger.getAccount(address)
          return account
            ? encodeAccount(address, account, encoding, lookup, config?.dataSlice)
            : null
        }),
      )
    },

    getTokenAccountsByOwner(params) {
      const [owner, filter, config] = parseParams(getTokenAccountsByOwnerParams, params)
      const context = contextOf(ledger, config)
      const encoding = config?.encoding ?? 'base64'
      return withContext(
        context,
        tokenAccountsOf(owner, filter).map(({ pubkey: address, account }) => ({
          pubkey: address,
          account: encodeAccount(address, account, encoding, lookup, config?.dataSlice),
        })),
      )
    },

    getTokenAccountBalance(params) {
      const [address, config] = parseParams(getTokenAccountBalanceParams, params)
      const context = contextOf(ledger, config)
      const account = ledger.getAccount(address)
      const token = account ? decodeTokenAccount(address, account) : null
      const decimals = token ? decodeMintDecimals(token.mint, ledger.getAccount(token.mint)) : null
      if (!token || decimals === null) {
        throw new JsonRpcError(INVALID_PARAMS, 'Invalid param: could not find account')
      }
      return withContext(context, uiTokenAmount(token.amount, decimals))
    },

    getMinimumBalanceForRentExemption(params) {
      const [size] = parseParams(rentParams, params)
      return ledger.svm.minimumBalanceForRentExemption(BigInt(size))
    },
  }
}
