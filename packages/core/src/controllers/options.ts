/**
 * Options controller: the dapp's options, validated (docs/validation.md#configuration), and the feature flags
 * resolved against the remote config (docs/overview.md#feature-flags; its rules, and the allowed origins', are
 * options-remote.ts, loaded with the config service's answers). Alerts and warnings go through
 * injected functions so the UI decides how to show them.
 */
import { proxy, ref } from 'valtio/vanilla'
import type { CaipNetworkId, ChainNamespace } from '../chains/types.js'
import type { AccountType } from '../constants/features.js'
import type { BaseError } from '../errors/base.js'
import { NetworkNotFoundError } from '../errors/chain.js'
import { ProjectIdNotConfiguredError, SiwxConfigConflictError } from '../errors/config.js'
import { UI_MESSAGES } from '../errors/messages.js'
import { isAllowedUrlScheme } from '../validate/url.js'
import {
  type Features,
  getDefaultAccountTypes,
  type LocalFeatures,
  resolveFeatures,
  withoutUnavailable,
} from './features.js'

/** The network fields the options rules read (a docs/state.md#chain-definition chain definition satisfies it). */
export type OptionsNetwork = {
  id: number | string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
}

/** The options of `createKeyway` that this controller validates and keeps. */
export type KeywayOptions<network extends OptionsNetwork = OptionsNetwork, siwx = unknown> = {
  projectId?: string | undefined
  networks: readonly network[]
  defaultNetwork?: network | undefined
  features?: LocalFeatures | undefined
  /** The legacy sign-in-with-Ethereum config; exclusive with `siwx` (docs/validation.md#configuration). */
  siweConfig?: unknown
  siwx?: siwx | undefined
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>> | undefined
  /**
   * Catalogue wallet ids the Connect view lists after the installed wallets, in this order
   * (the "featured" group of docs/limits.md#features-and-defaults's connector order).
   */
  featuredWalletIds?: readonly string[] | undefined
  /** The dapp's own wallets (the "custom" group), reached over WalletConnect. */
  customWallets?: readonly CustomWallet[] | undefined
  /** The dapp's terms and privacy policy, linked from the legal checkbox (docs/limits.md#features-and-defaults). */
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  /** Features whose service has no endpoint: always off (see withoutUnavailable). */
  unavailableFeatures?: readonly (keyof Features)[] | undefined
}

/** A wallet the dapp lists itself; the links work as the catalogue's do. */
export type CustomWallet = {
  id: string
  name: string
  /** An http(s) image URL. */
  image_url?: string | undefined
  /** A native scheme (`mywallet://`) or a universal link (https). */
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
  homepage?: string | undefined
}

/** docs/validation.md#configuration alert ids. */
export type ConfigAlertId = 'project-id-not-configured' | 'invalid-app-configuration'
export type ConfigAlert = { id: ConfigAlertId; error: BaseError }

export type Logger = {
  warn(message: string, ...details: unknown[]): void
}

export type OptionsState<network extends OptionsNetwork, siwx> = {
  projectId: string | undefined
  networks: network[]
  defaultNetwork: network | undefined
  features: Features
  localFeatures: LocalFeatures
  /** Whether the remote config has been applied. */
  remoteFeaturesApplied: boolean
  siwx: siwx | undefined
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  featuredWalletIds: string[]
  customWallets: CustomWallet[]
  /**
   * The legal checkbox (docs/limits.md#features-and-defaults feature `legalCheckbox`): the dapp's links (http(s) only)
   * and whether the visitor agreed, remembered for the life of the page.
   */
  legal: {
    termsConditionsUrl?: string | undefined
    privacyPolicyUrl?: string | undefined
    accepted: boolean
  }
}

export type OptionsDeps<network extends OptionsNetwork, siwx> = {
  options: KeywayOptions<network, siwx>
  logger: Logger
  alert: (alert: ConfigAlert) => void
}

export function createOptionsController<network extends OptionsNetwork, siwx = unknown>(
  deps: OptionsDeps<network, siwx>,
) {
  const { options } = deps
  // docs/validation.md#configuration: fail at creation, before anything is wired with an ambiguous sign-in setup.
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new SiwxConfigConflictError()
  }
  if (options.defaultNetwork) assertConfiguredNetwork(options.networks, options.defaultNetwork)

  const localFeatures: LocalFeatures = { ...options.features }
  const unavailable = options.unavailableFeatures ?? []
  const state = proxy<OptionsState<network, siwx>>({
    projectId: options.projectId,
    // Networks and siwx hold dapp objects (with functions): keep them out of the proxy.
    networks: ref([...options.networks]),
    defaultNetwork: options.defaultNetwork ? ref(options.defaultNetwork) : undefined,
    features: withoutUnavailable(resolveFeatures({ local: localFeatures }).features, unavailable),
    localFeatures,
    remoteFeaturesApplied: false,
    siwx: isObject(options.siwx) ? ref(options.siwx) : options.siwx,
    defaultAccountTypes: getDefaultAccountTypes(options.defaultAccountTypes),
    featuredWalletIds: validFeaturedWalletIds(options.featuredWalletIds, deps.logger),
    customWallets: validCustomWallets(options.customWallets, deps.logger),
    legal: {
      termsConditionsUrl: validLegalUrl(
        'termsConditionsUrl',
        options.termsConditionsUrl,
        deps.logger,
      ),
      privacyPolicyUrl: validLegalUrl('privacyPolicyUrl', options.privacyPolicyUrl, deps.logger),
      accepted: false,
    },
  })

  /** docs/validation.md#configuration: a missing project id shows the project-id-not-configured alert. */
  function checkProjectId(): boolean {
    if (state.projectId?.trim()) return true
    deps.alert({ id: 'project-id-not-configured', error: new ProjectIdNotConfiguredError() })
    return false
  }

  /** docs/validation.md#configuration: the switch-network option fails for a network not among those configured. */
  function validateNetwork(network: Pick<OptionsNetwork, 'caipNetworkId'>): network {
    return assertConfiguredNetwork(state.networks, network)
  }

  function setDefaultNetwork(network: Pick<OptionsNetwork, 'caipNetworkId'>) {
    state.defaultNetwork = ref(validateNetwork(network))
  }

  /** The visitor ticked (or unticked) the legal checkbox. */
  function setLegalAccepted(accepted: boolean) {
    state.legal.accepted = accepted
  }

  return {
    state,
    setLegalAccepted,
    checkProjectId,
    validateNetwork,
    setDefaultNetwork,
    /** What the remote config's rules (options-remote.ts) act with. */
    remote: {
      /**
       * The rules' code (options-remote.ts): `initialize` loads it with the service's
       * answers, in the chunk of the requests that ask for them (config-load-api.ts).
       */
      loadRules: () => import('../api/config-load-api.js'),
      unavailable,
      alert: deps.alert,
      /** docs/errors.md#configuration: the one warning for local flags the remote config replaced. */
      warnIgnoredLocalFlags: (flags: readonly string[]) =>
        deps.logger.warn(UI_MESSAGES.localConfigurationIgnored, flags),
    },
  }
}

function assertConfiguredNetwork<network extends OptionsNetwork>(
  networks: readonly network[],
  network: Pick<OptionsNetwork, 'caipNetworkId'>,
): network {
  const configured = networks.find((entry) => entry.caipNetworkId === network.caipNetworkId)
  if (!configured) {
    throw new NetworkNotFoundError({
      details: `${network.caipNetworkId} is not among the configured networks`,
    })
  }
  return configured
}

/** Non-empty ids, each once; anything else is dropped with a warning. */
function validFeaturedWalletIds(ids: readonly unknown[] | undefined, logger: Logger): string[] {
  const kept: string[] = []
  for (const id of ids ?? []) {
    if (typeof id === 'string' && id.trim() !== '') {
      if (!kept.includes(id)) kept.push(id)
    } else logger.warn('Keyway: featuredWalletIds holds an entry that is not a wallet id', id)
  }
  return kept
}

const CUSTOM_WALLET_LINKS = ['mobile_link', 'desktop_link', 'webapp_link', 'homepage'] as const

/**
 * A custom wallet needs an id and a name; its image, web links and homepage must be
 * http(s) (docs/validation.md#configuration). An entry that fails is dropped with a warning, so one typo
 * does not stop the modal. The mobile link may be a native scheme; the WalletConnect view
 * refuses code-running schemes when it builds the deep link.
 */
function validCustomWallets(
  wallets: readonly CustomWallet[] | undefined,
  logger: Logger,
): CustomWallet[] {
  const kept: CustomWallet[] = []
  for (const wallet of wallets ?? []) {
    const problem = customWalletProblem(wallet)
    if (problem) logger.warn(`Keyway: custom wallet left out: ${problem}`, wallet)
    else if (!kept.some((w) => w.id === wallet.id)) kept.push({ ...wallet })
  }
  return kept
}

function customWalletProblem(wallet: unknown): string | undefined {
  if (!isObject(wallet)) return 'not an object'
  const { id, name, image_url } = wallet as Partial<CustomWallet>
  if (typeof id !== 'string' || id.trim() === '') return 'no id'
  if (typeof name !== 'string' || name.trim() === '') return 'no name'
  if (image_url !== undefined && !isHttpUrl(image_url)) return 'image_url is not http(s)'
  for (const key of CUSTOM_WALLET_LINKS) {
    const link = (wallet as Partial<CustomWallet>)[key]
    if (link === undefined || key === 'mobile_link') continue
    if (!isHttpUrl(link)) return `${key} is not http(s)`
  }
  const mobile = (wallet as Partial<CustomWallet>).mobile_link
  if (mobile !== undefined && typeof mobile !== 'string') return 'mobile_link is not a string'
  return undefined
}

/** A legal link must be http(s); anything else is dropped with a warning. */
function validLegalUrl(name: string, value: unknown, logger: Logger): string | undefined {
  if (value === undefined) return undefined
  if (isHttpUrl(value)) return String(value)
  logger.warn(`${name} was ignored: it must be an http(s) URL`)
  return undefined
}

function isHttpUrl(value: unknown): boolean {
  return isAllowedUrlScheme(value) && /^https?:/i.test(String(value))
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

export type OptionsController<
  network extends OptionsNetwork = OptionsNetwork,
  siwx = unknown,
> = ReturnType<typeof createOptionsController<network, siwx>>
