import type { KeywayClient } from '../client/create-keyway.js'

/** True when the modal closed; false when closing is disabled (docs/sign-in.md#cancelling sign-in required). */
export type CloseModalReturnType = boolean

export type CloseModalErrorType = never

/** Closes the modal; while closing is disabled it shakes instead (docs/sign-in.md#cancelling, docs/limits.md#timing). */
export function closeModal(client: KeywayClient): CloseModalReturnType {
  return client._internal.modal.close()
}
