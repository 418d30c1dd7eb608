/**
 * The names feature (docs/validation.md#names names, docs/services.md#calls profile calls) of one client, made on its first
 * use: the controller's module is fetched only when a name is looked up or registered, or,
 * for the connected account's profile name, once an eip155 account is connected. A dapp
 * without the blockchain API has no names and never downloads the module.
 */
import { subscribe } from 'valtio/vanilla'
import { defineLazyFeature } from '../../lazy/define-lazy-feature.js'
import type { FeatureContext } from '../context.js'
import type {
  NamesController,
  NamesDeps,
  ProfileNameSync,
  ProfileNameSyncDeps,
} from './controller.js'

/** What the actions call: every operation waits for the controller's module first. */
export type LazyNamesController = Pick<
  NamesController,
  'getSuggestions' | 'resolveName' | 'getNamesForAddress' | 'registerName'
>

export type NamesLoaderDeps = {
  names: NamesDeps
  /** Keeps the connected account's profile name; absent where the account has no profile. */
  profile?: ProfileNameSyncDeps | undefined
}

export type NamesLoader = {
  readonly names: LazyNamesController
  /** Stops the profile name sync (client destroy), whether or not its module has loaded. */
  stop(): void
}

export function createNamesLoader(deps: NamesLoaderDeps): NamesLoader {
  const module = defineLazyFeature(() => import('./controller.js'))
  const load = module.load
  let controller: NamesController | undefined
  let profileSync: ProfileNameSync | undefined
  let stopped = false
  let stopWatching: (() => void) | undefined

  async function current(): Promise<NamesController> {
    const module = await load()
    controller ??= module.createNamesController(deps.names)
    return controller
  }

  // The profile lookup needs the module only once an account is connected: until then a
  // listener on the account and network is all that runs.
  const { profile } = deps
  if (profile) {
    const startWhenConnected = () => {
      if (profileSync || stopped || profile.getAddress() === undefined) return
      stopWatching?.()
      stopWatching = undefined
      load().then(
        (module) => {
          if (stopped || profileSync) return
          profileSync = module.createProfileNameSync(profile)
        },
        // Retried on the next change of account or network.
        () => {
          if (!stopped && !profileSync) stopWatching ??= profile.subscribe(startWhenConnected)
        },
      )
    }
    stopWatching = profile.subscribe(startWhenConnected)
    startWhenConnected()
  }

  return {
    names: {
      getSuggestions: async (...args) => (await current()).getSuggestions(...args),
      resolveName: async (...args) => (await current()).resolveName(...args),
      getNamesForAddress: async (...args) => (await current()).getNamesForAddress(...args),
      registerName: async (...args) => (await current()).registerName(...args),
    },
    stop() {
      stopped = true
      stopWatching?.()
      stopWatching = undefined
      profileSync?.stop()
    },
  }
}

/**
 * The names of one client (docs/services.md#calls profile calls): the send form resolves a receiver's name
 * through it, and the connected eip155 account is shown under its registered name (reverse
 * lookup). Names need the blockchain API; without it there is none (undefined).
 */
export function createNamesFeature(
  ctx: FeatureContext,
  options: Pick<NamesDeps, 'track'> = {},
): NamesLoader | undefined {
  const api = ctx.blockchainApi
  if (!api) return undefined
  const { setProfile, state: accountState } = ctx.account
  return createNamesLoader({
    names: {
      getSuggestions: (parameters) => api.getNameSuggestions(parameters),
      lookupName: (parameters) => api.lookupName(parameters),
      reverseLookupName: (parameters) => api.reverseLookupName(parameters),
      registerName: (parameters) => api.registerName(parameters),
      getActiveNetwork: () => ctx.chain.state.activeCaipNetwork,
      getAddress: () => ctx.activeAccount()?.address,
      // docs/account-features.md#names: the registration message is signed with personal_sign by the connected
      // eip155 wallet (its adapter); without one, 'Address or auth connector not found'.
      getAuthConnector: () => {
        const active = ctx.activeAccount()
        const adapter = active?.namespace === 'eip155' ? ctx.adapters.get('eip155') : undefined
        if (!adapter) return undefined
        return {
          signMessage: ({ message, address }) =>
            adapter.signMessage({
              message,
              address,
              connectorId: ctx.connector.getActiveConnectorId('eip155'),
            }),
        }
      },
      now: ctx.now,
      track: options.track,
    },
    profile:
      setProfile && accountState
        ? {
            getAddress: () => {
              const active = ctx.activeAccount()
              return active?.namespace === 'eip155' ? active.address : undefined
            },
            reverseLookup: (parameters) => api.reverseLookupName(parameters),
            setProfile: (address, profile) => {
              if (ctx.account.getAccountState('eip155').address === address) {
                setProfile('eip155', profile)
              }
            },
            subscribe: (listener) => {
              const stops = [
                subscribe(ctx.chain.state, listener),
                subscribe(accountState, listener),
              ]
              return () => {
                for (const stop of stops) stop()
              }
            },
          }
        : undefined,
  })
}
