import type { KeywayClient } from '../client/create-keyway.js'

/** True when the modal closed; false when closing is disabled (spec §2 sign-in required). */
export type CloseModalReturnType = boolean

export type CloseModalErrorType = never

/** Closes the modal; while closing is disabled it shakes instead (spec §2, §9). */
export function closeModal(client: KeywayClient): CloseModalReturnType {
  return client._internal.modal.close()
}
