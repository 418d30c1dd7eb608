import type { ChainDefinition } from '@keyway/core'
import { ConnectButton, NetworkButton, useKeywayTheme } from '@keyway/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { BitcoinActions } from './bitcoin-actions.js'
import { DevnetWalletsSwitch } from './DevnetWalletsSwitch.js'
import { AccountPanel } from './panels/AccountPanel.js'
import { ActivityPanel } from './panels/ActivityPanel.js'
import { BalancePanel } from './panels/BalancePanel.js'
import { BatchCallsPanel } from './panels/BatchCallsPanel.js'
import { BitcoinPanel } from './panels/BitcoinPanel.js'
import { NetworkPanel } from './panels/NetworkPanel.js'
import { SignMessagePanel } from './panels/SignMessagePanel.js'
import { SolanaPanel } from './panels/SolanaPanel.js'
import { TokenBalancesPanel } from './panels/TokenBalancesPanel.js'
import { WalletListPanel } from './panels/WalletListPanel.js'
import type { SessionSetup } from './session-key.js'
import type { SignResult } from './sign-message.js'
import type { SolanaActions } from './solana-actions.js'
import { WarmWalletConnect } from './warm-walletconnect.js'

export type AppProps = {
  networks: readonly ChainDefinition[]
  signMessage: (message: string, signal?: AbortSignal) => Promise<SignResult>
  /** Readies WalletConnect (provider, relay, pairing uri) ahead of need. */
  prepareWalletConnect: () => Promise<void>
  /** The Solana panel's actions and its prefilled recipient; no panel without them. */
  solana: SolanaActions | undefined
  defaultSolanaRecipient: string
  /** The Bitcoin panel's action; no panel without it. */
  bitcoin: BitcoinActions | undefined
  /** The "Devnet test wallets" switch: its state at load, and what toggling it does. */
  devnetWallets: { enabled: boolean; setEnabled: (enabled: boolean) => void }
  /** The smart-session panel's setup; no panel without devnet's ERC-4337 stack. */
  smartSession?: { setup: SessionSetup; usdc: `0x${string}` } | undefined
}

/**
 * The smart-session panel brings viem and MetaMask's kit: it loads after the page, so the
 * first download stays the size a dapp's would be.
 */
const SessionsPanel = lazy(() =>
  import('./panels/SessionsPanel.js').then((module) => ({ default: module.SessionsPanel })),
)

/** The page mode follows the modal's theme mode, so both switch together. */
function ThemeToggle() {
  const { themeMode, setThemeMode } = useKeywayTheme()
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])
  const next = themeMode === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className="button"
      aria-label={`Switch to ${next} mode`}
      onClick={() => setThemeMode(next)}
    >
      {themeMode === 'dark' ? '☀︎' : '☾'}
    </button>
  )
}

/** `?readers=N` shows the token balances panel N times (default once). */
function tokenPanelCount(): number {
  const asked = Number(new URLSearchParams(window.location.search).get('readers') ?? 1)
  return Number.isInteger(asked) && asked >= 1 && asked <= 10 ? asked : 1
}

export function App({
  networks,
  signMessage,
  prepareWalletConnect,
  solana,
  defaultSolanaRecipient,
  bitcoin,
  devnetWallets,
  smartSession,
}: AppProps) {
  const [testWallets, setTestWallets] = useState(devnetWallets.enabled)
  const [tokenPanels] = useState(() => Array.from({ length: tokenPanelCount() }, (_, i) => i))
  // `?activity` shows the useActivity panel (the account's history from the blockchain API).
  const [showActivity] = useState(() => new URLSearchParams(window.location.search).has('activity'))
  const onTestWallets = (enabled: boolean) => {
    setTestWallets(enabled)
    devnetWallets.setEnabled(enabled)
  }
  return (
    <>
      <WarmWalletConnect prepare={prepareWalletConnect} />
      <header className="topbar">
        <div className="brand">
          <img src="/keyway.svg" alt="" width="28" height="28" />
          Keyway <small>demo on devnet</small>
        </div>
        <nav className="topbar-actions" aria-label="Wallet">
          <ThemeToggle />
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main>
        <div className="intro">
          <h1>Connect a wallet</h1>
          <p>
            The buttons at the top are Keyway's elements; the panels below read the React hooks.
            Everything runs against devnet's local chains: two EVM chains and a Solana cluster;
            Bitcoin wallets connect and sign, with no chain needed. No wallet extension? Turn on the
            devnet test wallets: an EVM and a Solana wallet holding devnet's test funds.
          </p>
          <DevnetWalletsSwitch enabled={testWallets} onChange={onTestWallets} />
        </div>
        <div className="panels">
          <AccountPanel />
          <NetworkPanel networks={networks} />
          <BalancePanel />
          {tokenPanels.map((copy) => (
            <TokenBalancesPanel key={copy} copy={copy} />
          ))}
          {showActivity ? <ActivityPanel /> : null}
          <SignMessagePanel signMessage={signMessage} />
          <BatchCallsPanel />
          {smartSession ? (
            <Suspense fallback={null}>
              <SessionsPanel setup={smartSession.setup} usdc={smartSession.usdc} />
            </Suspense>
          ) : null}
          {solana ? (
            <SolanaPanel actions={solana} defaultRecipient={defaultSolanaRecipient} />
          ) : null}
          {bitcoin ? <BitcoinPanel actions={bitcoin} /> : null}
          <WalletListPanel />
        </div>
      </main>
    </>
  )
}
