import type { KeywayClient } from '../client/create-keyway.js'

export type InitializeParameters = {
  signal?: AbortSignal | undefined
}

export type InitializeReturnType = void

/** Never rejects: a config service that cannot be reached leaves the local features. */
export type InitializeErrorType = never

/**
 * The page-load work (call it once after `createKeyway`): checks the project id
 * (spec §5), applies the remote features (spec §1) and restores the connection an earlier
 * visit made (spec §4 "an existing connection is synced").
 */
export async function initialize(
  client: KeywayClient,
  parameters: InitializeParameters = {},
): Promise<InitializeReturnType> {
  const { options, api, connection } = client._internal
  if (options.checkProjectId() && api) {
    try {
      options.applyRemoteFeatures(await api.config.getProjectConfig({ signal: parameters.signal }))
    } catch {
      // The local features stay in force when the config service is unreachable.
    }
  }
  await connection.syncExistingConnection(parameters.signal)
}
