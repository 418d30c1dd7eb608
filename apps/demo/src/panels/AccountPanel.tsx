import { toUserMessage } from '@keyway/core'
import { useAccount, useDisconnect, useWalletInfo } from '@keyway/react'
import { useState } from 'react'

/** useAccount, useWalletInfo and useDisconnect: who is connected, with which wallet. */
export function AccountPanel() {
  const { address, status, isConnected } = useAccount()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  const [error, setError] = useState<string | undefined>(undefined)

  const onDisconnect = () => {
    setError(undefined)
    disconnect().catch((caught: unknown) => {
      setError(toUserMessage(caught))
    })
  }

  return (
    <section className="panel" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <dl>
        <dt>Status</dt>
        <dd>
          <span className="status" data-status={status} data-testid="account-status">
            {status}
          </span>
        </dd>
        <dt>Wallet</dt>
        <dd data-testid="wallet-name">{walletInfo?.name ?? '—'}</dd>
        <dt>Address</dt>
        <dd className="mono" data-testid="account-address">
          {address ?? '—'}
        </dd>
      </dl>
      {isConnected ? (
        <div className="row">
          <button type="button" className="button" onClick={onDisconnect}>
            Disconnect
          </button>
        </div>
      ) : (
        <p className="hint">Connect a wallet with the button at the top.</p>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
