/**
 * The wallet's half of WalletConnect one-click auth (`wc_sessionAuthenticate`): for a
 * `session_authenticate` request, one CACAO per chain the wallet offers, each the
 * CAIP-122 message signed with the wallet's eip155 key. sign-client's own helpers build
 * the payload (the recap narrowed to the wallet's chains and methods), the message text
 * and the CACAO, so a test wallet signs exactly what a real one would.
 */
import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'

type AuthClient = {
  formatAuthMessage(parameters: { request: AuthTypes.PayloadParams; iss: string }): string
}

export type SignSessionAuthenticateParameters = {
  client: AuthClient
  /** The request's payload, as the `session_authenticate` event carries it. */
  authPayload: AuthTypes.PayloadParams
  account: Pick<LocalAccount, 'address' | 'signMessage'>
  /** CAIP-2 chains the wallet offers, e.g. ['eip155:31337']. */
  chains: readonly string[]
  /** Methods the wallet supports; the recap keeps only these. */
  methods: readonly string[]
}

/**
 * Signs the request for every chain both sides share; throws when none is shared (the
 * wallet should then reject the request).
 */
export async function signSessionAuthenticate(
  parameters: SignSessionAuthenticateParameters,
): Promise<AuthTypes.Cacao[]> {
  const payload = populateAuthPayload({
    authPayload: parameters.authPayload,
    chains: [...parameters.chains],
    methods: [...parameters.methods],
  })
  const cacaos: AuthTypes.Cacao[] = []
  for (const chain of payload.chains) {
    const iss = `did:pkh:${chain}:${parameters.account.address}`
    const message = parameters.client.formatAuthMessage({ request: payload, iss })
    const signature = await parameters.account.signMessage({ message })
    cacaos.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
  }
  return cacaos
}
