import type { KeywayClient } from '../client/create-keyway.js'
import { NetworkNotFoundError } from '../errors/chain.js'
import type {
  AddressOrAuthConnectorNotFoundError,
  InvalidRegisteredNameError,
  RegisterNameError,
} from '../errors/names.js'
import { profileFromReverseLookup } from '../features/names/controller.js'

export type RegisterNameParameters = {
  /** The name without its zone: letters, digits and hyphen, at least 4 characters (docs/validation.md#names). */
  name: string
  signal?: AbortSignal | undefined
}

export type RegisterNameReturnType = {
  /** The name as the service registered it (with its zone), shown in place of the address. */
  name: string
}

export type RegisterNameErrorType =
  | InvalidRegisteredNameError
  | NetworkNotFoundError
  | AddressOrAuthConnectorNotFoundError
  | RegisterNameError

/**
 * Registers a name for the connected eip155 account (docs/account-features.md#names names, docs/validation.md#names rules, docs/services.md): the
 * JSON message of name, attributes and a seconds timestamp is signed with personal_sign
 * by the connected wallet and posted with the coin type of the chain id. The account is
 * then shown under the new name. Errors: the docs/validation.md#names name rule, 'Network not found',
 * 'Address or auth connector not found', 'Error registering name {name}' (a refusal in the
 * wallet included).
 */
export async function registerName(
  client: KeywayClient,
  parameters: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const names = client._internal.getNames()
  const { chain, account } = client._internal
  if (!names || chain.state.activeNamespace !== 'eip155') {
    throw new NetworkNotFoundError({
      details: 'Names need an eip155 network and the blockchain API',
    })
  }
  const wanted = parameters.name.trim()
  await names.registerName(wanted, { signal: parameters.signal })
  const address = account.getAccountState('eip155').address
  // The lookup by name is not cached until it succeeds, so it sees the new record at once.
  const record = await names
    .resolveName(wanted, { signal: parameters.signal })
    .catch(() => undefined)
  const profile = profileFromReverseLookup(record ? [record] : [])
  const name = profile.name ?? wanted
  if (address && account.getAccountState('eip155').address === address) {
    account.setProfile('eip155', { name, image: profile.image })
  }
  return { name }
}
