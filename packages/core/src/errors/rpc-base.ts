import { BaseError, type BaseErrorParameters } from './base.js'

export type RpcErrorParameters = Omit<BaseErrorParameters, 'code'> & {
  /** The code actually received, when it differs from the class's (5000 for a rejection). */
  code?: number | undefined
  /** The `data` member of the JSON-RPC error object, kept as sent. */
  data?: unknown
}

/** Common parent of every JSON-RPC / EIP-1193 / EIP-5792 error: always has a numeric code. */
export class RpcError extends BaseError {
  override name: string = 'RpcError'
  override readonly code: number
  readonly data: unknown
  constructor(shortMessage: string, defaultCode: number, parameters: RpcErrorParameters = {}) {
    const { data, code, ...rest } = parameters
    super(shortMessage, { ...rest, code: code ?? defaultCode })
    this.code = code ?? defaultCode
    this.data = data
  }
}
