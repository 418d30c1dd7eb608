/**
 * Names controller: registered-name suggestions, lookup, reverse lookup and registration
 * (spec §1 Names, §5 rules, §7 profile calls, §8 messages). Names are eip155 only.
 */
import { proxy } from 'valtio/vanilla'
import type {
  NameSuggestion,
  NameSuggestionsResponse,
  ProfileAccountResponse,
  ProfileReverseResponse,
} from '../api/types.js'
import type { ChainId } from '../chains/types.js'
import { NetworkNotFoundError } from '../errors/chain.js'
import {
  AddressOrAuthConnectorNotFoundError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '../errors/names.js'
import { coinTypeFromChainId } from '../utils/coin-type.js'
import { assertValidRegisteredName, isValidRegisteredName } from '../validate/names.js'

type Signal = { signal?: AbortSignal | undefined }

/** The embedded-wallet (auth) connector's signer: registration is signed through it. */
export type NameRegistrationSigner = {
  signMessage: (parameters: { message: string; address: string }) => Promise<string>
}

export type NamesDeps = {
  getSuggestions: (parameters: { name: string } & Signal) => Promise<NameSuggestionsResponse>
  lookupName: (parameters: { name: string } & Signal) => Promise<ProfileAccountResponse>
  reverseLookupName: (parameters: { address: string } & Signal) => Promise<ProfileReverseResponse>
  registerName: (
    parameters: { coinType: number; address: string; message: string; signature: string } & Signal,
  ) => Promise<unknown>
  getActiveNetwork: () => { id: ChainId } | undefined
  getAddress: () => string | undefined
  getAuthConnector: () => NameRegistrationSigner | undefined
  now: () => number
}

export type NamesState = {
  suggestions: NameSuggestion[]
  loading: boolean
}

/** spec §7: the registration message is a JSON of name, attributes and a seconds timestamp. */
export function createRegistrationMessage(
  name: string,
  nowMs: number,
  attributes: Record<string, string> = {},
): string {
  return JSON.stringify({ name, attributes, timestamp: Math.floor(nowMs / 1000) })
}

export function createNamesController(deps: NamesDeps) {
  const state = proxy<NamesState>({ suggestions: [], loading: false })

  /** Runs a call with `loading` set, turning any failure into the given typed error. */
  async function withLoading<value>(
    call: () => Promise<value>,
    toError: (cause: unknown) => Error,
  ): Promise<value> {
    state.loading = true
    try {
      return await call()
    } catch (cause) {
      throw toError(cause)
    } finally {
      state.loading = false
    }
  }

  async function getSuggestions(name: string, options: Signal = {}): Promise<NameSuggestion[]> {
    const answer = await withLoading(
      () => deps.getSuggestions({ name, signal: options.signal }),
      (cause) => new NameSuggestionsError({ cause }),
    )
    state.suggestions = answer.suggestions
    return answer.suggestions
  }

  function resolveName(name: string, options: Signal = {}) {
    return withLoading(
      () => deps.lookupName({ name, signal: options.signal }),
      (cause) => new ResolveNameError({ cause }),
    )
  }

  function getNamesForAddress(address: string, options: Signal = {}) {
    return withLoading(
      () => deps.reverseLookupName({ address, signal: options.signal }),
      (cause) => new NamesForAddressError({ cause }),
    )
  }

  /**
   * spec §5: the name must be valid, an active network is needed ('Network not found') and
   * an address with the auth connector ('Address or auth connector not found'). Failures
   * of the signature or of the call give 'Error registering name {name}'.
   */
  async function registerName(name: string, options: Signal = {}): Promise<void> {
    assertValidRegisteredName(name)
    const network = deps.getActiveNetwork()
    if (!network) throw new NetworkNotFoundError()
    const address = deps.getAddress()
    const signer = deps.getAuthConnector()
    if (!address || !signer) throw new AddressOrAuthConnectorNotFoundError()
    // spec §5: 'Invalid chainId' (chain id ≥ 2^31) is thrown as is, not as a register error.
    const coinType = coinTypeFromChainId(Number(network.id))
    await withLoading(
      async () => {
        const message = createRegistrationMessage(name, deps.now())
        const signature = await signer.signMessage({ message, address })
        await deps.registerName({ coinType, address, message, signature, signal: options.signal })
      },
      (cause) => new RegisterNameError(name, { cause }),
    )
  }

  return {
    state,
    isValidName: isValidRegisteredName,
    getSuggestions,
    resolveName,
    getNamesForAddress,
    registerName,
  }
}

export type NamesController = ReturnType<typeof createNamesController>
