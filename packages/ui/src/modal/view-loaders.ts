/**
 * Which element renders each router view, and how its module is loaded. Every view but
 * Connect is a dynamic `import()`, so a bundler puts each in its own chunk and the modal
 * shell stays small; Connect is imported here (and by modal-dialog.ts), so it comes with
 * the dialog's chunk. The table names every router view: a view core can route to without
 * an element here does not compile.
 */
import '../views/connect/connect-view.js'
import type { RouterView } from '@keyway/core'
import type { ScheduleIdle } from './idle.js'
import { ACCOUNT_VIEW } from './opening-views.js'
import type { ViewEntry } from './view-entry.js'

// Connect is part of the dialog's chunk (this table arrives with it): nothing to fetch.
const CONNECT_VIEW: ViewEntry = { tag: 'kw-connect-view', load: () => Promise.resolve() }
const allWallets: ViewEntry = {
  tag: 'kw-all-wallets-view',
  load: () => import('../views/all-wallets/all-wallets-view.js'),
}
const switchNetwork: ViewEntry = {
  tag: 'kw-switch-network-view',
  load: () => import('../views/network/switch-network-view.js'),
}

export const VIEW_ENTRIES: Record<RouterView, ViewEntry> = {
  Connect: CONNECT_VIEW,
  AllWallets: allWallets,
  AllWalletsSearch: allWallets,
  ConnectingExternal: {
    tag: 'kw-connecting-external-view',
    load: () => import('../views/external/connecting-external-view.js'),
  },
  ConnectingWalletConnect: {
    tag: 'kw-connecting-wc-view',
    load: () => import('../views/walletconnect/connecting-wc-view.js'),
  },
  ConnectingWalletConnectBasic: {
    tag: 'kw-connecting-wc-basic-view',
    load: () => import('../views/walletconnect/connecting-wc-basic-view.js'),
  },
  Account: ACCOUNT_VIEW,
  SwitchNetwork: switchNetwork,
  Networks: switchNetwork,
  SwitchActiveChain: {
    tag: 'kw-switch-active-chain-view',
    load: () => import('../views/network/switch-active-chain-view.js'),
  },
  WalletSend: {
    tag: 'kw-wallet-send-view',
    load: () => import('../views/send/wallet-send-view.js'),
  },
  WalletSendSelectToken: {
    tag: 'kw-wallet-send-select-token-view',
    load: () => import('../views/send/wallet-send-select-token-view.js'),
  },
  Swap: {
    tag: 'kw-swap-view',
    load: () => import('../views/swap/swap-view.js'),
  },
  SwapSelectToken: {
    tag: 'kw-swap-select-token-view',
    load: () => import('../views/swap/swap-select-token-view.js'),
  },
  SwapPreview: {
    tag: 'kw-swap-preview-view',
    load: () => import('../views/swap/swap-preview-view.js'),
  },
  RegisterAccountName: {
    tag: 'kw-register-account-name-view',
    load: () => import('../views/names/register-account-name-view.js'),
  },
  RegisterAccountNameSuccess: {
    tag: 'kw-register-account-name-success-view',
    load: () => import('../views/names/register-account-name-success-view.js'),
  },
  OnRampProviders: {
    tag: 'kw-onramp-providers-view',
    load: () => import('../views/onramp/onramp-providers-view.js'),
  },
  WalletReceive: {
    tag: 'kw-wallet-receive-view',
    load: () => import('../views/receive/wallet-receive-view.js'),
  },
  Activity: {
    tag: 'kw-activity-view',
    load: () => import('../views/activity/activity-view.js'),
  },
  Sessions: {
    tag: 'kw-sessions-view',
    load: () => import('../views/sessions/sessions-view.js'),
  },
  EmailVerifyDevice: {
    tag: 'kw-email-verify-device-view',
    load: () => import('../views/embedded/email-verify-device-view.js'),
  },
  EmailVerifyOtp: {
    tag: 'kw-email-verify-otp-view',
    load: () => import('../views/embedded/email-verify-otp-view.js'),
  },
  ApproveTransaction: {
    tag: 'kw-approve-transaction-view',
    load: () => import('../views/embedded/approve-transaction-view.js'),
  },
  UpdateEmailWallet: {
    tag: 'kw-update-email-wallet-view',
    load: () => import('../views/embedded/update-email-wallet-view.js'),
  },
  UpdateEmailPrimaryOtp: {
    tag: 'kw-update-email-primary-otp-view',
    load: () => import('../views/embedded/update-email-primary-otp-view.js'),
  },
  UpdateEmailSecondaryOtp: {
    tag: 'kw-update-email-secondary-otp-view',
    load: () => import('../views/embedded/update-email-secondary-otp-view.js'),
  },
  ConnectingSocial: {
    tag: 'kw-connecting-social-view',
    load: () => import('../views/embedded/connecting-social-view.js'),
  },
  ConnectingFarcaster: {
    tag: 'kw-connecting-farcaster-view',
    load: () => import('../views/embedded/connecting-farcaster-view.js'),
  },
  'sign-message': {
    tag: 'kw-sign-message-view',
    load: () => import('../views/siwx/sign-message-view.js'),
  },
  'unsupported-chain': {
    tag: 'kw-unsupported-chain-view',
    load: () => import('../views/network/unsupported-chain-view.js'),
  },
}

/**
 * The views choosing a wallet leads to: the connecting views (an installed wallet, or
 * WalletConnect's QR code) and Account once connected. None of them is fetched when the
 * modal opens; they are fetched together, in parallel, when the visitor points at, touches
 * or focuses a wallet in the open modal (ModalDialog.onContentIntent), so choosing one has
 * its view ready without the open paying for it.
 */
export const PREFETCHED_VIEWS: readonly RouterView[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'Account',
]

/** Loads the module of `view`. */
export async function loadView(view: RouterView): Promise<void> {
  await VIEW_ENTRIES[view].load()
}

/**
 * Prefetches the listed views in one idle slot, all at once: each view's imports are
 * requested in parallel (no view waits for another), and page work is not blocked by the
 * requests. A failed prefetch is retried by the real navigation.
 */
export function prefetchViews(views: readonly RouterView[], scheduleIdle: ScheduleIdle): void {
  scheduleIdle(() => {
    for (const view of views) loadView(view).catch(() => undefined)
  })
}
