/** The call a send makes: a native transfer, or a token's transfer(to, amount) (docs/account-features.md#send). */
import type { AdapterSendTransactionParameters } from '@keyway/core'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'

export type TransactionCall = { to: Address; value: bigint; data?: Hex }

export function toTransactionCall(
  parameters: Pick<AdapterSendTransactionParameters, 'to' | 'value' | 'data' | 'tokenAddress'>,
): TransactionCall {
  if (parameters.tokenAddress) {
    return {
      to: parameters.tokenAddress as Address,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [parameters.to as Address, parameters.value],
      }),
    }
  }
  return {
    to: parameters.to as Address,
    value: parameters.value,
    ...(parameters.data ? { data: parameters.data } : {}),
  }
}
