/**
 * The embedded wallet's account settings, shown from the Account view of an AUTH
 * connection: the email update (spec §4 "Email update flow": a code mailed to the current
 * address, then one mailed to the new address, which stores the new email) and the
 * preferred account type (spec §4: setting it reconnects the auth connector and tracks
 * SET_PREFERRED_ACCOUNT_TYPE). It owns what the update views show (step, new email, error,
 * loading); the frame and its stored keys are the provider's.
 */
import { proxy } from 'valtio/vanilla'
import type { ChainNamespace } from '../../chains/types.js'
import type { AccountType } from '../../constants/features.js'
import { EMAIL_LOGIN_THROTTLE_MS } from '../../constants/timing.js'
import type { AccountController } from '../../controllers/account.js'
import type { ChainController } from '../../controllers/chain.js'
import type { ConnectionController } from '../../controllers/connection.js'
import type { EmailLoginController } from '../../controllers/email-login.js'
import type { NotificationController } from '../../controllers/notification.js'
import type { RouterController } from '../../controllers/router.js'
import { EmailLoginThrottledError, RequestAbortedError } from '../../errors/embedded-wallet.js'
import { AuthInitializationError } from '../../errors/embedded-wallet-frame.js'
import { toUserMessage } from '../../errors/user-message.js'
import type { Connector } from '../../types/connector.js'
import {
  type AuthProvider,
  type AuthRequestOptions,
  isAuthProvider,
} from '../../types/embedded-wallet.js'
import { assertEmail, assertOtp } from '../../validate/email-login.js'
import { toWalletUser } from './wallet-user.js'

/** The toast shown once the new email is stored. */
export const EMAIL_UPDATED_MESSAGE = 'Email updated'

/** Where the email update stands: the new-email form, then the two codes. */
export type EmailUpdateStep = 'email' | 'primary' | 'secondary'

export type EmbeddedWalletAccountState = {
  step: EmailUpdateStep
  /** The address the email is being changed to. */
  newEmail: string | undefined
  /** The message the update view shows (a validator's or the frame's), undefined when none. */
  error: string | undefined
  loading: boolean
  /** eip155 chain ids on which the wallet offers a smart account; undefined until asked. */
  smartAccountNetworks: readonly number[] | undefined
  /** A preferred-account-type change is under way. */
  switchingAccountType: boolean
  /** Why the last account-type change failed (shown in the Account view). */
  accountTypeError: string | undefined
}

export type EmbeddedWalletAccountDeps = {
  /** The AUTH connector of the active namespace first, if an adapter lists one. */
  getAuthConnector: () => Connector | undefined
  account: Pick<AccountController, 'state' | 'getAccountState' | 'setUser'>
  emailLogin: Pick<EmailLoginController, 'state' | 'onEmailUpdated'>
  chain: Pick<ChainController, 'state'>
  /** spec §4: stores the type, reconnects the auth connector, tracks the event. */
  connection: Pick<ConnectionController, 'setPreferredAccountType'>
  router: Pick<RouterController, 'push' | 'replace' | 'reset'>
  notification: Pick<NotificationController, 'showSuccess'>
  now: () => number
}

type Options = AuthRequestOptions

function initialState(): EmbeddedWalletAccountState {
  return {
    step: 'email',
    newEmail: undefined,
    error: undefined,
    loading: false,
    smartAccountNetworks: undefined,
    switchingAccountType: false,
    accountTypeError: undefined,
  }
}

export function createEmbeddedWalletAccountController(deps: EmbeddedWalletAccountDeps) {
  const state = proxy<EmbeddedWalletAccountState>(initialState())
  /** When the last code of the update was mailed, for the resend throttle. */
  let lastSentAt: number | undefined

  function requireProvider(): AuthProvider {
    const provider = deps.getAuthConnector()?.provider
    if (!isAuthProvider(provider)) {
      throw new AuthInitializationError({ details: 'No AUTH connector is available' })
    }
    return provider
  }

  function start() {
    state.error = undefined
    state.loading = true
  }

  /** A failure shows its message; one the caller gave up on (the view left) shows nothing. */
  function fail(error: unknown, options: Options) {
    state.loading = false
    state.error = options.signal?.aborted ? undefined : toUserMessage(error)
    return false
  }

  /** The namespaces whose account shows an embedded-wallet user (one login serves them all). */
  function namespacesWithUser(): ChainNamespace[] {
    return (Object.keys(deps.account.state.byNamespace) as ChainNamespace[]).filter(
      (namespace) => deps.account.getAccountState(namespace).user !== undefined,
    )
  }

  /** The email the user signed in with (the frame's answer first, else the stored key). */
  function currentEmail(): string | undefined {
    const namespace = deps.chain.state.activeNamespace
    const user = namespace ? deps.account.getAccountState(namespace).user : undefined
    return user?.email ?? deps.emailLogin.state.email
  }

  /** A request the caller gave up on (the view left, the dapp aborted) has no result. */
  function throwIfAborted(options: Options) {
    if (options.signal?.aborted) throw new RequestAbortedError({ cause: options.signal.reason })
  }

  /**
   * Asks the frame to mail the first code for `newEmail` (trimmed, then checked) and
   * resolves with the step the frame asks for (it may skip the primary one). Throws a typed
   * error. The public updateEmail action and the update views come here.
   */
  async function requestEmailUpdate(newEmail: string, options: Options): Promise<EmailUpdateStep> {
    const trimmed = newEmail.trim()
    assertEmail(trimmed)
    const { action } = await requireProvider().updateEmail({ email: trimmed }, options)
    throwIfAborted(options)
    lastSentAt = deps.now()
    state.newEmail = trimmed
    return action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary'
  }

  /** The code mailed to the current address; the frame then mails one to the new address. */
  async function checkPrimaryCode(code: string, options: Options) {
    assertOtp(code)
    await requireProvider().updateEmailPrimaryOtp({ otp: code }, options)
    throwIfAborted(options)
    lastSentAt = deps.now()
    state.step = 'secondary'
  }

  /** spec §4: the code mailed to the new address stores the new email (key and user). */
  async function checkSecondaryCode(code: string, options: Options): Promise<string> {
    assertOtp(code)
    const { newEmail } = await requireProvider().updateEmailSecondaryOtp({ otp: code }, options)
    throwIfAborted(options)
    deps.emailLogin.onEmailUpdated(newEmail)
    for (const namespace of namespacesWithUser()) {
      const user = deps.account.getAccountState(namespace).user
      if (user) deps.account.setUser(namespace, { ...user, email: newEmail })
    }
    Object.assign(state, { step: 'email', newEmail: undefined, error: undefined, loading: false })
    lastSentAt = undefined
    return newEmail
  }

  /** Mails the first code for `newEmail`, then routes by the frame's answer. */
  async function sendUpdate(
    newEmail: string,
    options: Options,
    navigate: 'push' | 'replace' | 'stay',
  ) {
    const step = await requestEmailUpdate(newEmail, options)
    state.loading = false
    const data = { email: currentEmail(), newEmail: state.newEmail }
    // A resend that lands on the step already shown keeps the view (no second history entry).
    if (navigate !== 'stay' || step !== state.step) {
      deps.router[navigate === 'push' ? 'push' : 'replace'](
        step === 'secondary' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp',
        data,
      )
    }
    state.step = step
    return true
  }

  /**
   * spec §4: the frame switches the account, then the auth connector reconnects (the new
   * address), the preferred type is stored and SET_PREFERRED_ACCOUNT_TYPE tracked. Throws a
   * typed error (the frame's refusal changes nothing); resolves with the namespace.
   */
  async function switchAccountType(type: AccountType, options: Options): Promise<ChainNamespace> {
    const namespace = deps.chain.state.activeNamespace
    if (!namespace) throw new AuthInitializationError({ details: 'No active namespace' })
    await requireProvider().setPreferredAccount({ type }, options)
    throwIfAborted(options)
    await deps.connection.setPreferredAccountType(type, namespace)
    // spec §3: the embedded-wallet user carries the preferred account type too.
    const user = deps.account.getAccountState(namespace).user
    if (user) deps.account.setUser(namespace, { ...user, preferredAccountType: type })
    return namespace
  }

  /**
   * The public updateEmail / verifyEmailUpdateCode / setPreferredAccountType actions: the
   * same steps as the views, without routing, each throwing a typed error.
   */
  const headless = {
    async updateEmail(newEmail: string, options: Options = {}) {
      state.step = await requestEmailUpdate(newEmail, options)
      return state.step
    },
    /** The code of the step under way; 'done' (with the stored email) after the second. */
    async verifyUpdateCode(
      code: string,
      options: Options = {},
    ): Promise<{ step: 'secondary' } | { step: 'done'; email: string }> {
      if (state.step === 'primary') {
        await checkPrimaryCode(code, options)
        return { step: 'secondary' }
      }
      if (state.step === 'secondary')
        return { step: 'done', email: await checkSecondaryCode(code, options) }
      throw new AuthInitializationError({
        details: 'No email update is under way: call updateEmail first',
      })
    },
    setPreferredAccountType: switchAccountType,
  }

  return {
    state,
    currentEmail,

    /** Loads the user (email, accounts) and the smart-account networks from the frame. */
    async refresh(options: Options = {}) {
      let provider: AuthProvider
      try {
        provider = requireProvider()
      } catch {
        return
      }
      // A message from an earlier visit of the Account view is not news any more.
      state.accountTypeError = undefined
      const namespace = deps.chain.state.activeNamespace
      const [user, networks] = await Promise.allSettled([
        provider.getUser(options),
        provider.getSmartAccountEnabledNetworks(options),
      ])
      if (options.signal?.aborted) return
      if (user.status === 'fulfilled' && namespace) {
        deps.account.setUser(namespace, toWalletUser(user.value))
      }
      // An unanswered question offers no switch: the account stays as it is.
      state.smartAccountNetworks =
        networks.status === 'fulfilled' ? [...networks.value.smartAccountEnabledNetworks] : []
    },

    /** Opens the email update afresh (the Account view's "Update email"). */
    beginEmailUpdate() {
      Object.assign(state, {
        step: 'email',
        newEmail: undefined,
        error: undefined,
        loading: false,
      } satisfies Partial<EmbeddedWalletAccountState>)
      deps.router.push('UpdateEmailWallet', { email: currentEmail() })
    },

    /**
     * The new address was submitted (spec §5: a valid email). Resolves true when the frame
     * mailed a code and the code view is shown; false when the view shows `state.error`.
     */
    async startEmailUpdate(newEmail: string, options: Options = {}) {
      start()
      // Back on the form from a code step: its messages are this form's again.
      state.step = 'email'
      try {
        return await sendUpdate(newEmail, options, 'push')
      } catch (error) {
        return fail(error, options)
      }
    },

    /**
     * The code mailed to the current address. A wrong code stays on the view with the
     * frame's message; the right one makes the frame mail a code to the new address.
     */
    async submitPrimaryOtp(otp: string, options: Options = {}) {
      start()
      try {
        await checkPrimaryCode(otp, options)
      } catch (error) {
        return fail(error, options)
      }
      state.loading = false
      // The primary code is spent: Back must not lead to its view again.
      deps.router.replace('UpdateEmailSecondaryOtp', {
        email: currentEmail(),
        newEmail: state.newEmail,
      })
      return true
    },

    /**
     * The code mailed to the new address. spec §4: this step stores the new email (the
     * stored key and the account's user), then the Account view shows 'Email updated'.
     */
    async submitSecondaryOtp(otp: string, options: Options = {}) {
      start()
      try {
        await checkSecondaryCode(otp, options)
      } catch (error) {
        return fail(error, options)
      }
      deps.router.reset('Account')
      deps.notification.showSuccess(EMAIL_UPDATED_MESSAGE)
      return true
    },

    /**
     * Mails the code again (spec §4: not within 30 s of the last one). The secondary code is
     * only mailed once the primary one is checked, so from the secondary step the update
     * starts over with a new primary code.
     */
    async resend(options: Options = {}) {
      start()
      const newEmail = state.newEmail
      if (!newEmail) return fail(new AuthInitializationError({ details: 'No email update' }), {})
      const waited = lastSentAt === undefined ? Infinity : deps.now() - lastSentAt
      if (waited < EMAIL_LOGIN_THROTTLE_MS) {
        const seconds = Math.ceil((EMAIL_LOGIN_THROTTLE_MS - waited) / 1000)
        return fail(new EmailLoginThrottledError(seconds), options)
      }
      try {
        return await sendUpdate(newEmail, options, 'stay')
      } catch (error) {
        return fail(error, options)
      }
    },

    /** Clears the message (the user edits the field). */
    clearError() {
      state.error = undefined
    },

    /**
     * Whether the Account view offers the account-type switch: the wallet has a smart
     * account on the active eip155 network.
     */
    isAccountTypeSwitchOffered(): boolean {
      const network = deps.chain.state.activeCaipNetwork
      if (network?.chainNamespace !== 'eip155') return false
      return state.smartAccountNetworks?.includes(Number(network.id)) === true
    },

    /**
     * The type of the connected account on `namespace`: the wallet's own word (the user's
     * preferred type, which it honours where the switch is offered), else the type the
     * connection listed, else the spec §9 default.
     */
    getAccountType(namespace: ChainNamespace): AccountType | undefined {
      const account = deps.account.getAccountState(namespace)
      const address = account.address?.toLowerCase()
      const listed = account.allAccounts.find((entry) => entry.address.toLowerCase() === address)
      return (
        account.user?.preferredAccountType ??
        listed?.type ??
        account.preferredAccountTypes[namespace]
      )
    },

    /**
     * spec §4: the frame switches the account, then the auth connector reconnects (the new
     * address), the preferred type is stored and SET_PREFERRED_ACCOUNT_TYPE tracked. A refusal
     * shows the frame's message and changes nothing.
     */
    async setPreferredAccountType(type: AccountType, options: Options = {}) {
      state.accountTypeError = undefined
      state.switchingAccountType = true
      try {
        await switchAccountType(type, options)
      } catch (error) {
        state.switchingAccountType = false
        if (!options.signal?.aborted) state.accountTypeError = toUserMessage(error)
        return false
      }
      state.switchingAccountType = false
      return true
    },

    headless,
  }
}

export type EmbeddedWalletAccountController = ReturnType<
  typeof createEmbeddedWalletAccountController
>
