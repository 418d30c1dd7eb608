import { toUserMessage } from '@keyway/core'
import { useAccount, useBalance } from '@keyway/react'

/** useBalance: the native balance of the connected account on the active network. */
export function BalancePanel() {
  const { isConnected } = useAccount()
  const { balance, symbol, loading, error, refetch } = useBalance()

  return (
    <section className="panel" aria-labelledby="balance-title" aria-busy={loading}>
      <h2 id="balance-title">Balance</h2>
      {isConnected ? (
        <>
          <p className="value" data-testid="balance">
            {balance === undefined ? (loading ? 'Loading…' : '—') : `${balance} ${symbol ?? ''}`}
          </p>
          <div className="row">
            <button
              type="button"
              className="button"
              onClick={() => void refetch()}
              disabled={loading}
            >
              Refresh
            </button>
          </div>
        </>
      ) : (
        <p className="hint">The native balance shows once a wallet is connected.</p>
      )}
      {error ? (
        <p className="error" role="alert">
          {toUserMessage(error)}
        </p>
      ) : null}
    </section>
  )
}
