/**
 * The names feature (spec §5 names, spec §7 profile calls) of one client, made on its first
 * use: the controller's module is fetched only when a name is looked up or registered, or,
 * for the connected account's profile name, once an eip155 account is connected. A dapp
 * without the blockchain API has no names and never downloads the module.
 */
import type {
  NamesController,
  NamesDeps,
  ProfileNameSync,
  ProfileNameSyncDeps,
} from '../controllers/names.js'

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

type NamesModule = typeof import('../controllers/names.js')

export function createNamesLoader(deps: NamesLoaderDeps): NamesLoader {
  let loading: Promise<NamesModule> | undefined
  let controller: NamesController | undefined
  let profileSync: ProfileNameSync | undefined
  let stopped = false
  let stopWatching: (() => void) | undefined

  function load(): Promise<NamesModule> {
    loading ??= import('../controllers/names.js').catch((error: unknown) => {
      // A failed chunk load is tried again by the next call.
      loading = undefined
      throw error
    })
    return loading
  }

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
