// docs/errors.md: narrowing what an action throws.
import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, ethereum } from '@keyway/core'

const networks = [ethereum] as const
const client = createKeyway({ adapters: [createEvmAdapter({ networks })], networks })

/** The dapp's own notification. */
declare function showToast(text: string): void

// #region narrow
import {
  BaseError,
  isUserRejection,
  type SendTransactionParameters,
  sendTransaction,
} from '@keyway/core'

export async function send(parameters: SendTransactionParameters): Promise<void> {
  try {
    await sendTransaction(client, parameters)
  } catch (error) {
    if (isUserRejection(error)) return // the person said no: nothing to show
    if (error instanceof BaseError) showToast(error.shortMessage)
  }
}
// #endregion narrow
