import { formatDisplayAmount, type Transaction } from '@keyway/core'
import { useAccount, useActivity } from '@keyway/react'

/** What moved in a transaction: into the account '+', out of it '-'. */
function transferSummary(transaction: Transaction): string {
  return transaction.transfers
    .slice(0, 2)
    .map((transfer) => {
      const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
      const asset = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
      return `${sign}${formatDisplayAmount(transfer.quantity.numeric)} ${asset}`.trim()
    })
    .join(', ')
}

/**
 * useActivity (`?activity`): the connected account's latest transactions on the active
 * network from the blockchain API, a page at a time (Load more), as a dapp would list them.
 */
export function ActivityPanel() {
  const { isConnected } = useAccount()
  const { transactions, loading, hasMore, error, loadMore, refetch } = useActivity()

  return (
    <section
      className="panel"
      aria-labelledby="activity-title"
      aria-busy={loading}
      data-testid="activity"
    >
      <h2 id="activity-title">Activity</h2>
      {isConnected ? (
        <>
          {transactions.length > 0 ? (
            <ul className="token-list">
              {transactions.map((transaction) => (
                <li key={transaction.id} data-testid="activity-item" data-id={transaction.id}>
                  <span>{transaction.metadata.operationType}</span>{' '}
                  <span className="value">{transferSummary(transaction)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="value">{loading ? 'Loading…' : 'No activity yet'}</p>
          )}
          <div className="row">
            {hasMore ? (
              <button
                type="button"
                className="button"
                onClick={() => void loadMore()}
                disabled={loading}
              >
                Load more
              </button>
            ) : null}
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
        <p className="hint">The account's transactions show once an EVM wallet is connected.</p>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
