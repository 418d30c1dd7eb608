/**
 * Names controller: registered-name suggestions, lookup, reverse lookup and registration
 * (docs/account-features.md#names, docs/validation.md#names rules, docs/services.md#calls profile calls, docs/errors.md#names messages). Names are eip155 only.
 */
import { proxy } from 'valtio/vanilla'
import type {
  NameSuggestion,
  NameSuggestionsResponse,
  ProfileAccountResponse,
  ProfileReverseResponse,
} from '../../api/types.js'
import type { ChainId } from '../../chains/types.js'
import type { EventsController } from '../../controllers/events.js'
import { NetworkNotFoundError } from '../../errors/chain.js'
import {
  AddressOrAuthConnectorNotFoundError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '../../errors/names.js'
import { coinTypeFromChainId } from '../../utils/coin-type.js'
import { assertValidRegisteredName, isValidRegisteredName } from '../../validate/names.js'

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
  /** Tracks REGISTER_NAME_INITIATED, _SUCCESS and _ERROR (docs/events.md). */
  track?: EventsController['track'] | undefined
}

export type NamesState = {
  suggestions: NameSuggestion[]
  loading: boolean
}

/** docs/account-features.md#names: the registration message is a JSON of name, attributes and a seconds timestamp. */
export function createRegistrationMessage(
  name: string,
  nowMs: number,
  attributes: Record<string, string> = {},
): string {
  return JSON.stringify({ name, attributes, timestamp: Math.floor(nowMs / 1000) })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The suggestions of a suggestions answer; an answer without a list is a failed call
 * ('Error fetching name suggestions'), and malformed items are left out.
 */
export function checkedSuggestions(answer: unknown): NameSuggestion[] {
  if (!isRecord(answer) || !Array.isArray(answer.suggestions)) {
    throw new NameSuggestionsError({ details: 'The answer has no suggestions list' })
  }
  return answer.suggestions.filter(
    (item): item is NameSuggestion =>
      isRecord(item) &&
      typeof item.name === 'string' &&
      item.name !== '' &&
      typeof item.registered === 'boolean',
  )
}

/** A name record needs its name and its addresses by coin type, else 'Error resolving name'. */
export function checkedNameRecord(answer: unknown): ProfileAccountResponse {
  if (!isRecord(answer) || typeof answer.name !== 'string' || !isRecord(answer.addresses)) {
    throw new ResolveNameError({ details: 'The answer has no name or addresses' })
  }
  return answer as ProfileAccountResponse
}

/** A reverse lookup answers a list of name records, else 'Error fetching names for address'. */
export function checkedReverseLookup(answer: unknown): ProfileReverseResponse {
  if (!Array.isArray(answer)) {
    throw new NamesForAddressError({ details: 'The answer is not a list of names' })
  }
  return answer.filter(
    (item): item is ProfileAccountResponse => isRecord(item) && typeof item.name === 'string',
  )
}

export function createNamesController(deps: NamesDeps) {
  const state = proxy<NamesState>({ suggestions: [], loading: false })

  /**
   * Runs a call with `loading` set, turning any failure into the given typed error. A
   * malformed answer already is that error (with its details): it is kept as is.
   */
  async function withLoading<value>(
    call: () => Promise<value>,
    toError: (cause: unknown) => Error,
  ): Promise<value> {
    state.loading = true
    try {
      return await call()
    } catch (cause) {
      const error = toError(cause)
      throw cause instanceof Error && cause.name === error.name ? cause : error
    } finally {
      state.loading = false
    }
  }

  async function getSuggestions(name: string, options: Signal = {}): Promise<NameSuggestion[]> {
    const suggestions = await withLoading(
      async () => checkedSuggestions(await deps.getSuggestions({ name, signal: options.signal })),
      (cause) => new NameSuggestionsError({ cause }),
    )
    state.suggestions = suggestions
    return suggestions
  }

  function resolveName(name: string, options: Signal = {}): Promise<ProfileAccountResponse> {
    return withLoading(
      async () => checkedNameRecord(await deps.lookupName({ name, signal: options.signal })),
      (cause) => new ResolveNameError({ cause }),
    )
  }

  function getNamesForAddress(
    address: string,
    options: Signal = {},
  ): Promise<ProfileReverseResponse> {
    return withLoading(
      async () =>
        checkedReverseLookup(await deps.reverseLookupName({ address, signal: options.signal })),
      (cause) => new NamesForAddressError({ cause }),
    )
  }

  /**
   * docs/validation.md#names: the name must be valid, an active network is needed ('Network not found') and
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
    // docs/validation.md#names: 'Invalid chainId' (chain id ≥ 2^31) is thrown as is, not as a register error.
    const coinType = coinTypeFromChainId(Number(network.id))
    const properties = { name, network: `eip155:${network.id}` }
    deps.track?.('REGISTER_NAME_INITIATED', properties)
    try {
      await withLoading(
        async () => {
          const message = createRegistrationMessage(name, deps.now())
          const signature = await signer.signMessage({ message, address })
          await deps.registerName({ coinType, address, message, signature, signal: options.signal })
        },
        (cause) => new RegisterNameError(name, { cause }),
      )
    } catch (error) {
      deps.track?.('REGISTER_NAME_ERROR', {
        ...properties,
        message: error instanceof Error ? error.message : String(error),
      })
      throw error
    }
    deps.track?.('REGISTER_NAME_SUCCESS', properties)
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

/** The name an account is shown under, with its avatar (docs/state.md#account-state account profile). */
export type ProfileName = { name: string | null; image: string | null }

/** The avatar attribute, whether the service answers a map or a list of maps. */
function avatarOf(record: ProfileAccountResponse): string | null {
  const attributes = record.attributes as unknown
  const maps = Array.isArray(attributes) ? attributes : [attributes]
  for (const map of maps) {
    const avatar = (map as Record<string, unknown> | null)?.avatar
    if (typeof avatar === 'string' && avatar) return avatar
  }
  return null
}

/** The first name of a reverse lookup; an answer that is not a list of names is ignored. */
export function profileFromReverseLookup(answer: unknown): ProfileName {
  const first = Array.isArray(answer)
    ? (answer[0] as ProfileAccountResponse | undefined)
    : undefined
  if (!first || typeof first.name !== 'string' || !first.name) return { name: null, image: null }
  return { name: first.name, image: avatarOf(first) }
}

export type ProfileNameSyncDeps = {
  /** The connected eip155 address on the active network, if the active namespace is eip155. */
  getAddress: () => string | undefined
  /** The reverse lookup (docs/services.md#calls profile reverse); the API client keeps answers 5 minutes. */
  reverseLookup: (parameters: { address: string } & Signal) => Promise<ProfileReverseResponse>
  setProfile: (address: string, profile: ProfileName) => void
  /** Calls the listener after any change of the connected account or network. */
  subscribe: (listener: () => void) => () => void
}

/**
 * Keeps the connected eip155 account's profile name and avatar from a reverse lookup
 * (docs/limits.md#timing: names are kept 5 minutes). A new address cancels the lookup of the previous
 * one, so at most one request is in flight; a failed lookup leaves the address shown.
 */
export function createProfileNameSync(deps: ProfileNameSyncDeps) {
  let current: string | undefined
  let inFlight: AbortController | undefined

  function lookup(address: string): Promise<void> {
    inFlight?.abort()
    const controller = new AbortController()
    inFlight = controller
    return deps
      .reverseLookup({ address, signal: controller.signal })
      .then((answer) => {
        if (current === address && !controller.signal.aborted) {
          deps.setProfile(address, profileFromReverseLookup(answer))
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (inFlight === controller) inFlight = undefined
      })
  }

  function check(): void {
    const address = deps.getAddress()
    if (address === current) return
    current = address
    if (address) void lookup(address)
    else {
      inFlight?.abort()
      inFlight = undefined
    }
  }

  const unsubscribe = deps.subscribe(check)
  check()

  return {
    /** Looks the connected address up again (after a registration, say). */
    refresh: (): Promise<void> => (current ? lookup(current) : Promise.resolve()),
    /** Whether a lookup is under way (tests). */
    isLoading: (): boolean => inFlight !== undefined,
    stop: (): void => {
      unsubscribe()
      inFlight?.abort()
      inFlight = undefined
    },
  }
}

export type ProfileNameSync = ReturnType<typeof createProfileNameSync>
