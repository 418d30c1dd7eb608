/**
 * The embedded wallet's account settings, shown from the Account view of an AUTH
 * connection: the email update (docs/embedded-wallet.md#updating-the-email: a code mailed to the current
 * address, then one mailed to the new address, which stores the new email) and the
 * preferred account type (docs/connection.md#reconnecting-on-page-load: setting it reconnects the auth connector and tracks
 * SET_PREFERRED_ACCOUNT_TYPE). It owns what the update views show (step, new email, error,
 * loading) and calls the rules: the update's steps are email-update.ts, the account type's
 * account-type.ts, each tested beside it. The frame and its stored keys are the provider's.
 */
import { proxy } from 'valtio/vanilla'
import type { ChainNamespace } from '../../chains/types.js'
import type { AccountType } from '../../constants/features.js'
import type { AccountController } from '../../controllers/account.js'
import type { ChainController } from '../../controllers/chain.js'
import type { ConnectionController } from '../../controllers/connection.js'
import type { EmailLoginController } from '../../controllers/email-login.js'
import type { NotificationController } from '../../controllers/notification.js'
import type { RouterController } from '../../controllers/router.js'
import { AuthInitializationError } from '../../errors/embedded-wallet-frame.js'
import { toUserMessage } from '../../errors/user-message.js'
import type { Connector } from '../../types/connector.js'
import {
  type AuthProvider,
  type AuthRequestOptions,
  isAuthProvider,
} from '../../types/embedded-wallet.js'
import {
  getAccountType,
  isAccountTypeSwitchOffered,
  loadAccountSettings,
  switchAccountType,
  switchAccountTypeShown,
} from './account-type.js'
import {
  checkPrimaryCode,
  checkSecondaryCode,
  type EmailUpdateStep,
  emailUpdateRoute,
  requestEmailUpdate,
  resendThrottle,
  verifyUpdateCode,
} from './email-update.js'

export type { EmailUpdateStep } from './email-update.js'

/** The toast shown once the new email is stored. */
export const EMAIL_UPDATED_MESSAGE = 'Email updated'

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
  /** docs/connection.md#reconnecting-on-page-load: stores the type, reconnects the auth connector, tracks the event. */
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

  function getProvider(): AuthProvider {
    const provider = deps.getAuthConnector()?.provider
    if (!isAuthProvider(provider)) {
      throw new AuthInitializationError({ details: 'No AUTH connector is available' })
    }
    return provider
  }

  /** The email update's steps (email-update.ts) read and write these. */
  const update = { ...deps, state, getProvider, sent: { at: undefined as number | undefined } }
  /** The account-type rules (account-type.ts) run on the active namespace. */
  const accountType = () => ({ ...deps, state, getProvider, namespace: activeNamespace() })
  const activeNamespace = () => deps.chain.state.activeNamespace

  /** The email the user signed in with (the frame's answer first, else the stored key). */
  function currentEmail(): string | undefined {
    const namespace = activeNamespace()
    const user = namespace ? deps.account.getAccountState(namespace).user : undefined
    return user?.email ?? deps.emailLogin.state.email
  }

  /** A failure shows its message; one the caller gave up on (the view left) shows nothing. */
  function fail(error: unknown, options: Options) {
    state.loading = false
    state.error = options.signal?.aborted ? undefined : toUserMessage(error)
    return false
  }

  /** Runs a view's step with `state.loading` on; a failure shows in `state.error`. */
  async function viewStep(options: Options, run: () => Promise<boolean>): Promise<boolean> {
    state.error = undefined
    state.loading = true
    try {
      return await run()
    } catch (error) {
      return fail(error, options)
    }
  }

  /** Mails the first code for `newEmail`, then routes by the frame's answer. */
  async function sendUpdate(newEmail: string, options: Options, navigate: 'push' | 'stay') {
    const step = await requestEmailUpdate(update, { newEmail, ...options })
    state.loading = false
    const route = emailUpdateRoute({ step, shown: state.step, navigate })
    const data = { email: currentEmail(), newEmail: state.newEmail }
    if (route) deps.router[route.method](route.view, data)
    state.step = step
    return true
  }

  return {
    state,
    currentEmail,

    /** Loads the user (email, accounts) and the smart-account networks from the frame. */
    async refresh(options: Options = {}) {
      const provider = deps.getAuthConnector()?.provider
      if (!isAuthProvider(provider)) return
      // A message from an earlier visit of the Account view is not news any more.
      state.accountTypeError = undefined
      const context = { ...deps, provider, namespace: activeNamespace() }
      const networks = await loadAccountSettings(context, options)
      if (networks) state.smartAccountNetworks = networks
    },

    /** Opens the email update afresh (the Account view's "Update email"). */
    beginEmailUpdate() {
      Object.assign(state, { step: 'email', newEmail: undefined, error: undefined, loading: false })
      deps.router.push('UpdateEmailWallet', { email: currentEmail() })
    },

    /** The new address was submitted: true once a code is mailed and its view shown. */
    startEmailUpdate: (newEmail: string, options: Options = {}) =>
      viewStep(options, () => {
        // Back on the form from a code step: its messages are this form's again.
        state.step = 'email'
        return sendUpdate(newEmail, options, 'push')
      }),

    /** The code mailed to the current address; then the frame mails one to the new one. */
    submitPrimaryOtp: (otp: string, options: Options = {}) =>
      viewStep(options, async () => {
        await checkPrimaryCode(update, { code: otp, ...options })
        state.loading = false
        // The primary code is spent: Back must not lead to its view again.
        const data = { email: currentEmail(), newEmail: state.newEmail }
        deps.router.replace('UpdateEmailSecondaryOtp', data)
        return true
      }),

    /** docs/embedded-wallet.md#the-frame: the code mailed to the new address stores it; then 'Email updated'. */
    submitSecondaryOtp: (otp: string, options: Options = {}) =>
      viewStep(options, async () => {
        await checkSecondaryCode(update, { code: otp, ...options })
        deps.router.reset('Account')
        deps.notification.showSuccess(EMAIL_UPDATED_MESSAGE)
        return true
      }),

    /**
     * Mails the code again (docs/embedded-wallet.md#the-frame: not within 30 s of the last one). From the secondary
     * step the update starts over with a new primary code.
     */
    resend: (options: Options = {}) =>
      viewStep(options, async () => {
        const newEmail = state.newEmail
        if (!newEmail) return fail(new AuthInitializationError({ details: 'No email update' }), {})
        const throttled = resendThrottle(update)
        if (throttled) return fail(throttled, options)
        return sendUpdate(newEmail, options, 'stay')
      }),

    /** Clears the message (the user edits the field). */
    clearError() {
      state.error = undefined
    },

    /** Whether the Account view offers the account-type switch (account-type.ts). */
    isAccountTypeSwitchOffered: () =>
      isAccountTypeSwitchOffered({
        network: deps.chain.state.activeCaipNetwork,
        smartAccountNetworks: state.smartAccountNetworks,
      }),

    /** The type of the connected account on `namespace` (account-type.ts). */
    getAccountType: (namespace: ChainNamespace): AccountType | undefined =>
      getAccountType(deps.account.getAccountState(namespace), namespace),

    /** docs/connection.md#preferred-account-type account-type switch; a refusal shows the frame's message, changes nothing. */
    setPreferredAccountType: (type: AccountType, options: Options = {}) =>
      switchAccountTypeShown(accountType(), { type, ...options }),

    /** The public updateEmail / verifyEmailUpdateCode / setPreferredAccountType actions. */
    headless: {
      async updateEmail(newEmail: string, options: Options = {}) {
        state.step = await requestEmailUpdate(update, { newEmail, ...options })
        return state.step
      },
      verifyUpdateCode: (code: string, options: Options = {}) =>
        verifyUpdateCode(update, { code, ...options }),
      setPreferredAccountType: (type: AccountType, options: Options = {}) =>
        switchAccountType(accountType(), { type, ...options }),
    },
  }
}

export type EmbeddedWalletAccountController = ReturnType<
  typeof createEmbeddedWalletAccountController
>
