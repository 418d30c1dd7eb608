import { toUserMessage } from '@keyway/core'
import { useAccount, useTokenBalances } from '@keyway/react'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * useTokenBalances: the native balance and the tokens of the connected account, with USD
 * values when the source knows the prices. Every copy of this panel reads the one list the
 * client keeps (`?readers=5` shows five: still one request per cache window).
 */
export function TokenBalancesPanel({ copy = 0 }: { copy?: number }) {
  const { isConnected } = useAccount()
  const { balances, totalValue, stale, loading, error, refetch } = useTokenBalances()
  const titleId = `token-balances-title-${copy}`

  return (
    <section
      className="panel"
      aria-labelledby={titleId}
      aria-busy={loading}
      data-testid="token-balances"
    >
      <h2 id={titleId}>Tokens</h2>
      {isConnected ? (
        <>
          {balances.length > 0 ? (
            <ul className="token-list">
              {balances.map((token) => (
                <li
                  key={token.address ?? 'native'}
                  data-testid={`token-${token.symbol}`}
                  data-address={token.address}
                >
                  <span>{token.symbol}</span>{' '}
                  <span className="value">{token.quantity.numeric}</span>
                  {token.value === undefined ? null : (
                    <span className="hint"> ({usd.format(token.value)})</span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="value">{loading ? 'Loading…' : '—'}</p>
          )}
          {totalValue !== undefined && balances.length > 0 ? (
            <p data-testid="token-total">Total {usd.format(totalValue)}</p>
          ) : null}
          {stale ? <p className="hint">These balances are out of date.</p> : null}
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
        <p className="hint">The token balances show once a wallet is connected.</p>
      )}
      {error ? (
        <p className="error" role="alert">
          {toUserMessage(error)}
        </p>
      ) : null}
    </section>
  )
}
