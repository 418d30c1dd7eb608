/**
 * The English the open modal needs first: the dialog's own strings, every view's title (the
 * dialog's header shows them) and the Connect view's. The dialog and the Connect view provide
 * it (views/english-connect.ts), so opening the modal fetches these strings only; the other
 * views' strings (en-views.ts) come with those views.
 */
export const enConnect = {
  // Modal shell
  'modal.back': 'Back',
  'modal.close': 'Close',
  // View titles: the dialog's header shows them
  'title.Connect': 'Connect Wallet',
  'title.Account': 'Account',
  'title.AllWallets': 'All Wallets',
  'title.SwitchNetwork': 'Choose Network',
  'title.Networks': 'Choose Network',
  'title.SwitchActiveChain': 'Switch Network',
  'title.unsupported-chain': 'Switch Network',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  'title.sign-message': 'Sign In',
  'title.WalletReceive': 'Receive',
  'title.Activity': 'Activity',
  'title.Sessions': 'Sessions',
  'title.WalletSend': 'Send',
  'title.WalletSendSelectToken': 'Select Token',
  'title.Swap': 'Swap',
  'title.OnRampProviders': 'Buy crypto',
  'title.SwapSelectToken': 'Select Token',
  'title.SwapPreview': 'Review Swap',
  'title.default': 'Keyway',
  'title.RegisterAccountName': 'Choose Name',
  'title.RegisterAccountNameSuccess': 'Name Registered',
  'title.UpdateEmailWallet': 'Edit Email',
  'title.UpdateEmailPrimaryOtp': 'Confirm Current Email',
  'title.UpdateEmailSecondaryOtp': 'Confirm New Email',
  'title.EmailVerifyOtp': 'Confirm Email',
  'title.EmailVerifyDevice': 'Register Device',
  'title.ApproveTransaction': 'Approve Transaction',
  'title.ConnectingSocial': 'Sign In',
  'title.ConnectingFarcaster': 'Sign In with Farcaster',
  // Connect
  'connect.walletConnect': 'WalletConnect',
  'connect.allWallets': 'All Wallets',
  'connect.tag.recent': 'Recent',
  'connect.tag.installed': 'Installed',
  'connect.tag.qr': 'QR code',
  'connect.loadingMore': 'Loading wallets',
  'connect.listLabel': 'Wallets',
  'connect.walletListError': "Couldn't load the wallet list",
  'connect.walletListRetry': 'Retry',
  'connect.walletListRetryLabel': 'Retry loading the wallet list',
  'connect.legal.agree': 'I agree to the',
  'connect.legal.terms': 'Terms of Service',
  'connect.legal.and': 'and the',
  'connect.legal.privacy': 'Privacy Policy',
  'connect.legal.hint': 'Tick the box above to choose a wallet.',
  // Between the wallets and the embedded wallet's sign-ins
  'connect.or': 'or',
} as const
