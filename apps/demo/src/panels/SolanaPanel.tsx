import { useAccount } from '@keyway/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { SignResult } from '../sign-message.js'
import type { SendResult, SolanaActions } from '../solana-actions.js'
import { SignOutcome } from './SignOutcome.js'

export type SolanaPanelProps = {
  actions: SolanaActions
  /** Prefilled recipient: one of devnet's other funded test accounts. */
  defaultRecipient: string
}

const DEFAULT_MESSAGE = 'Hello Solana from the Keyway demo'

/**
 * The solana namespace beside the EVM panels: its own account (useAccount with a
 * namespace), the SOL balance from devnet, signMessage and a SOL transfer.
 */
export function SolanaPanel({ actions, defaultRecipient }: SolanaPanelProps) {
  const { address, isConnected, status } = useAccount({ namespace: 'solana' })
  const [balance, setBalance] = useState<string | undefined>(undefined)
  const [message, setMessage] = useState(DEFAULT_MESSAGE)
  const [signed, setSigned] = useState<SignResult | undefined>(undefined)
  const [to, setTo] = useState(defaultRecipient)
  const [amount, setAmount] = useState('0.01')
  const [sent, setSent] = useState<SendResult | undefined>(undefined)
  const [pending, setPending] = useState<'sign' | 'send' | undefined>(undefined)
  // The request in flight; a newer one or unmount aborts it and its answer is dropped.
  const inFlight = useRef<AbortController | undefined>(undefined)

  const refresh = useCallback(() => {
    const controller = new AbortController()
    actions
      .getBalance(controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setBalance(next)
      })
      .catch(() => {
        if (!controller.signal.aborted) setBalance(undefined)
      })
    return controller
  }, [actions])

  // Results belong to one account: reset them, and read its balance, when it changes.
  useEffect(() => {
    setSigned(undefined)
    setSent(undefined)
    setBalance(undefined)
    if (!address) return undefined
    const controller = refresh()
    return () => {
      controller.abort()
      inFlight.current?.abort()
    }
  }, [address, refresh])

  function run<T>(kind: 'sign' | 'send', task: (signal: AbortSignal) => Promise<T>) {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setPending(kind)
    return task(controller.signal).finally(() => {
      if (inFlight.current === controller) setPending(undefined)
    })
  }

  const onSign = () => {
    setSigned(undefined)
    void run('sign', (signal) => actions.signMessage(message, signal)).then(setSigned)
  }

  const onSend = () => {
    setSent(undefined)
    void run('send', (signal) => actions.sendSol(to, amount, signal)).then((result) => {
      setSent(result)
      if (result.status === 'sent') refresh()
    })
  }

  return (
    <section className="panel panel-wide" aria-labelledby="solana-title" data-testid="solana-panel">
      <h2 id="solana-title">Solana</h2>
      <dl>
        <dt>Status</dt>
        <dd>
          <span className="status" data-status={status} data-testid="solana-status">
            {status}
          </span>
        </dd>
        <dt>Address</dt>
        <dd className="mono" data-testid="solana-address">
          {address ?? '—'}
        </dd>
        <dt>Balance</dt>
        <dd className="mono" data-testid="solana-balance">
          {balance ?? '—'}
        </dd>
      </dl>
      {isConnected ? null : (
        <p className="hint">
          Connect a Solana wallet (switch to Solana Devnet in the network menu).
        </p>
      )}
      <label htmlFor="solana-sign-input">Message</label>
      <textarea
        id="solana-sign-input"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        disabled={!isConnected}
      />
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={!isConnected || pending !== undefined || message === ''}
          onClick={onSign}
        >
          {pending === 'sign' ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
      </div>
      <SignOutcome
        result={signed}
        testIds={{ signature: 'solana-signature', error: 'solana-sign-error' }}
      />
      <label htmlFor="solana-send-to">Send SOL to</label>
      <input
        id="solana-send-to"
        className="field mono"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        disabled={!isConnected}
      />
      <label htmlFor="solana-send-amount">Amount (SOL)</label>
      <input
        id="solana-send-amount"
        className="field"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        disabled={!isConnected}
      />
      <div className="row">
        <button
          type="button"
          className="button"
          data-variant="primary"
          disabled={!isConnected || pending !== undefined || to === '' || amount === ''}
          onClick={onSend}
        >
          {pending === 'send' ? 'Sending…' : 'Send SOL'}
        </button>
      </div>
      {sent?.status === 'sent' ? (
        <pre className="output" data-testid="solana-tx-signature">
          {sent.signature}
        </pre>
      ) : null}
      {sent?.status === 'failed' ? (
        <p className="error" role="alert" data-testid="solana-send-error">
          {sent.message}
        </p>
      ) : null}
    </section>
  )
}
