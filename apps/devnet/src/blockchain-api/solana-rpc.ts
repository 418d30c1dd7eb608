import { HttpError } from '../http/server.js'

/**
 * The few Solana JSON-RPC calls the blockchain API makes to devnet's Solana node (services
 * talk to each other only through URLs). Every call has a timeout and takes an AbortSignal.
 */
export const SPL_TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const LAMPORTS_PER_SOL = 1_000_000_000

export type SolanaTokenAccount = { mint: string; amount: string; decimals: number }

export type SolanaRpc = {
  getBalance(address: string, signal?: AbortSignal): Promise<bigint>
  getTokenAccounts(owner: string, signal?: AbortSignal): Promise<SolanaTokenAccount[]>
  requestAirdrop(address: string, lamports: bigint, signal?: AbortSignal): Promise<string>
  /** CAIP-2 id of the node's cluster (`solana:` + first 32 chars of the genesis hash). */
  caip2(signal?: AbortSignal): Promise<string>
}

export type SolanaRpcOptions = { url: string; fetch?: typeof fetch; timeoutMs?: number }

type RpcReply<T> = { result?: T; error?: { code: number; message: string } }

export function createSolanaRpc(options: SolanaRpcOptions): SolanaRpc {
  const fetchFn = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 10_000
  let nextId = 1
  let caip2: string | undefined

  async function call<T>(method: string, params: unknown[], signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs)
    let res: Response
    try {
      res = await fetchFn(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (cause) {
      throw new HttpError(502, `solana rpc ${method} failed: ${String(cause)}`)
    }
    if (!res.ok) throw new HttpError(502, `solana rpc ${method}: HTTP ${res.status}`)
    const reply = (await res.json()) as RpcReply<T>
    if (reply.error) throw new HttpError(502, `solana rpc ${method}: ${reply.error.message}`)
    return reply.result as T
  }

  return {
    async getBalance(address, signal) {
      const result = await call<{ value: number }>(
        'getBalance',
        [address, { commitment: 'confirmed' }],
        signal,
      )
      return BigInt(result.value)
    },
    async getTokenAccounts(owner, signal) {
      type Parsed = {
        account: {
          data: {
            parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } }
          }
        }
      }
      const result = await call<{ value: Parsed[] }>(
        'getTokenAccountsByOwner',
        [owner, { programId: SPL_TOKEN_PROGRAM_ID }, { encoding: 'jsonParsed' }],
        signal,
      )
      return result.value.map(({ account }) => {
        const info = account.data.parsed.info
        return {
          mint: info.mint,
          amount: info.tokenAmount.amount,
          decimals: info.tokenAmount.decimals,
        }
      })
    },
    requestAirdrop(address, lamports, signal) {
      return call<string>('requestAirdrop', [address, Number(lamports)], signal)
    },
    async caip2(signal) {
      caip2 ??= `solana:${(await call<string>('getGenesisHash', [], signal)).slice(0, 32)}`
      return caip2
    },
  }
}
