import { useAccount, useCallsStatus, useSendCalls } from '@keyway/react'
import { useState } from 'react'

/** Two small transfers sent as one batch: 1 wei and 2 wei to two fixed devnet addresses. */
export const BATCH_RECIPIENTS = [
  '0x00000000000000000000000000000000000ba7c1',
  '0x00000000000000000000000000000000000ba7c2',
] as const

/**
 * Sends a batch of two calls (EIP-5792) from the connected EVM account: atomic by default;
 * with "one by one" allowed (forceAtomic: false) a wallet without atomic batching gets two
 * transactions. Shows the batch's mode and status, or the typed error with its code.
 */
export function BatchCallsPanel() {
  const { isConnected } = useAccount({ namespace: 'eip155' })
  const [allowSequential, setAllowSequential] = useState(false)
  const { sendCalls, data, error, isPending } = useSendCalls()
  const { status } = useCallsStatus({ id: data?.id })

  const onSend = () => {
    void sendCalls({
      calls: BATCH_RECIPIENTS.map((to, i) => ({ to, value: BigInt(i + 1) })),
      forceAtomic: !allowSequential,
    })
  }

  return (
    <section className="panel" aria-labelledby="batch-title">
      <h2 id="batch-title">Batched calls</h2>
      <label>
        <input
          type="checkbox"
          checked={allowSequential}
          onChange={(event) => setAllowSequential(event.target.checked)}
        />{' '}
        Allow one transaction per call
      </label>
      <div className="row">
        <button
          type="button"
          className="button"
          data-variant="primary"
          disabled={!isConnected || isPending}
          onClick={onSend}
        >
          {isPending ? 'Waiting for the wallet…' : 'Send 2 calls'}
        </button>
      </div>
      {error ? (
        <p role="alert" data-testid="batch-error">
          {error.name} ({(error as { code?: number }).code ?? 'no code'}):{' '}
          {(error as { shortMessage?: string }).shortMessage ?? error.message}
        </p>
      ) : null}
      {data && !error ? (
        <dl>
          <dt>Batch</dt>
          <dd data-testid="batch-mode">{data.sequential ? 'one by one' : 'atomic'}</dd>
          <dt>Transactions</dt>
          <dd data-testid="batch-transactions">{data.transactionHashes?.length ?? 1}</dd>
          <dt>Status</dt>
          <dd data-testid="batch-status">{status ? String(status.statusCode) : '…'}</dd>
        </dl>
      ) : null}
    </section>
  )
}
