import { ProjectIdRequiredError } from '../errors/embedded-wallet-frame.js'

export type SyncDataPayload = {
  readonly projectId: string
  readonly [key: string]: unknown
}

/** docs/validation.md#embedded-wallet-requests: the sync-data payload (dapp data sent to the frame) requires a projectId. */
export function validateSyncDataPayload(payload: unknown): SyncDataPayload {
  const projectId =
    typeof payload === 'object' && payload !== null
      ? (payload as { projectId?: unknown }).projectId
      : undefined
  if (typeof projectId !== 'string' || projectId.trim() === '') {
    throw new ProjectIdRequiredError()
  }
  return payload as SyncDataPayload
}
