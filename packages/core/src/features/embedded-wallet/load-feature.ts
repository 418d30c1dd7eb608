/**
 * The embedded wallet for the public actions: its module, loaded (once) on first use. A
 * client without a frame host and project id has none: EmbeddedWalletNotEnabledError.
 */
import type { KeywayClient } from '../../client/create-keyway.js'
import { RequestAbortedError } from '../../errors/embedded-wallet.js'
import { EmbeddedWalletNotEnabledError } from './errors.js'
import type { EmbeddedWalletLogin } from './wiring.js'

/** The loaded feature; RequestAbortedError when `signal` aborted before it was ready. */
export async function loadEmbeddedWallet(
  client: KeywayClient,
  signal?: AbortSignal | undefined,
): Promise<EmbeddedWalletLogin> {
  const loader = client._internal.embeddedWallet
  if (!loader) throw new EmbeddedWalletNotEnabledError()
  const feature = await loader.load()
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  return feature
}

/** Throws `EmbeddedWalletNotEnabledError` at once (before any await) for a client without one. */
export function assertEmbeddedWalletEnabled(client: KeywayClient): void {
  if (!client._internal.embeddedWallet) throw new EmbeddedWalletNotEnabledError()
}
