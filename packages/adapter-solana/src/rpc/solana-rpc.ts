/**
 * A small Solana JSON-RPC client over an injected `fetch`: the reads and the one write the
 * adapter needs. Written here instead of @solana/web3.js' Connection because every network
 * call must take its own AbortSignal and timeout, tests inject `fetch`, and keeping web3.js
 * out of the initial bundle matters (it is loaded only to build transfers).
 */
import { HttpRequestError, InvalidParamsRpcError, NetworkRequestError } from '@keyway/core'
import { type AdapterTimers, toRpcError, withTimeout } from '@keyway/core/adapter'

export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EHFLwtpvgsbeQuzfa8LJ'

export type RpcCallOptions = { signal?: AbortSignal | undefined }

/** A token account as `getTokenAccountsByOwner` answers with the jsonParsed encoding. */
export type ParsedTokenAccount = {
  pubkey: string
  mint: string
  /** Amount in the smallest unit, as a decimal string. */
  amount: string
  decimals: number
}

export type SolanaRpc = ReturnType<typeof createSolanaRpc>

export type CreateSolanaRpcParameters = {
  url: string
  fetch?: typeof fetch | undefined
  timeoutMs: number
  timers?: AdapterTimers | undefined
}

type JsonRpcAnswer<T> = { result?: T; error?: { code: number; message: string; data?: unknown } }

type ParsedAccountJson = {
  pubkey: string
  account: {
    data: {
      parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } }
    }
  }
}

/** The jsonParsed token accounts that carry a mint, an amount and decimals. */
function parseTokenAccounts(value: readonly ParsedAccountJson[]): ParsedTokenAccount[] {
  const accounts: ParsedTokenAccount[] = []
  for (const { pubkey, account } of value) {
    const info = account.data.parsed?.info
    const amount = info?.tokenAmount?.amount
    const decimals = info?.tokenAmount?.decimals
    if (!info?.mint || amount === undefined || decimals === undefined) continue
    accounts.push({ pubkey, mint: info.mint, amount, decimals })
  }
  return accounts
}

export function createSolanaRpc(parameters: CreateSolanaRpcParameters) {
  const fetchFn = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  let nextId = 0

  async function call<T>(method: string, params: unknown[], options: RpcCallOptions = {}) {
    const aborter = new AbortController()
    nextId += 1
    const body = JSON.stringify({ jsonrpc: '2.0', id: nextId, method, params })
    return withTimeout(
      async () => {
        let response: Response
        try {
          response = await fetchFn(parameters.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            signal: aborter.signal,
          })
        } catch (cause) {
          throw new NetworkRequestError({ url: parameters.url, cause })
        }
        if (!response.ok) {
          throw new HttpRequestError({
            status: response.status,
            url: parameters.url,
            body: await response.text().catch(() => undefined),
          })
        }
        const answer = (await response.json()) as JsonRpcAnswer<T>
        if (answer.error) throw toRpcError(answer.error)
        return answer.result as T
      },
      {
        timeoutMs: parameters.timeoutMs,
        label: `${parameters.url}#${method}`,
        signal: options.signal,
        timers: parameters.timers,
        onGiveUp: () => aborter.abort(),
      },
    )
  }

  return {
    call,
    async getBalance(address: string, options?: RpcCallOptions): Promise<bigint> {
      const { value } = await call<{ value: number }>(
        'getBalance',
        [address, { commitment: 'confirmed' }],
        options,
      )
      return BigInt(value)
    },
    async getGenesisHash(options?: RpcCallOptions): Promise<string> {
      return call<string>('getGenesisHash', [], options)
    },
    async getLatestBlockhash(options?: RpcCallOptions) {
      const { value } = await call<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
        'getLatestBlockhash',
        [{ commitment: 'confirmed' }],
        options,
      )
      return value
    },
    /** The fee in lamports for a base64 transaction message; null when the blockhash expired. */
    async getFeeForMessage(message: string, options?: RpcCallOptions): Promise<bigint | null> {
      const { value } = await call<{ value: number | null }>(
        'getFeeForMessage',
        [message, { commitment: 'confirmed' }],
        options,
      )
      return value === null ? null : BigInt(value)
    },
    async getAccountExists(address: string, options?: RpcCallOptions): Promise<boolean> {
      const { value } = await call<{ value: unknown }>(
        'getAccountInfo',
        [address, { encoding: 'base64', commitment: 'confirmed' }],
        options,
      )
      return value !== null
    },
    /** A mint's token program (its owner) and decimals; null when the mint does not exist. */
    async getMint(mint: string, options?: RpcCallOptions) {
      const { value } = await call<{
        value: { owner: string; data: { parsed?: { info?: { decimals?: number } } } } | null
      }>('getAccountInfo', [mint, { encoding: 'jsonParsed', commitment: 'confirmed' }], options)
      const decimals = value?.data.parsed?.info?.decimals
      if (!value || decimals === undefined) return null
      return { programId: value.owner, decimals }
    },
    /**
     * Token accounts of both token programs, with amounts and decimals (jsonParsed). A
     * cluster without Token-2022 (devnet's litesvm) refuses its program id as an invalid
     * param; that is read as "no such accounts", not as a failure.
     */
    async getTokenAccounts(owner: string, options?: RpcCallOptions): Promise<ParsedTokenAccount[]> {
      const byProgram = (programId: string) =>
        call<{ value: ParsedAccountJson[] }>(
          'getTokenAccountsByOwner',
          [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
          options,
        )
      const answers = await Promise.all([
        byProgram(TOKEN_PROGRAM_ID),
        byProgram(TOKEN_2022_PROGRAM_ID).catch((error: unknown) => {
          if (error instanceof InvalidParamsRpcError) return { value: [] }
          throw error
        }),
      ])
      return answers.flatMap(({ value }) => parseTokenAccounts(value))
    },
    /**
     * The owner's token accounts of one mint (getTokenAccountsByOwner with a mint filter,
     * jsonParsed), whichever token program owns the mint.
     */
    async getTokenAccountsOfMint(
      owner: string,
      mint: string,
      options?: RpcCallOptions,
    ): Promise<ParsedTokenAccount[]> {
      const { value } = await call<{ value: ParsedAccountJson[] }>(
        'getTokenAccountsByOwner',
        [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
        options,
      )
      return parseTokenAccounts(value)
    },
    /** Submits a signed transaction (base64); returns its signature. */
    async sendTransaction(transaction: string, options?: RpcCallOptions): Promise<string> {
      return call<string>(
        'sendTransaction',
        [transaction, { encoding: 'base64', preflightCommitment: 'confirmed' }],
        options,
      )
    },
  }
}
