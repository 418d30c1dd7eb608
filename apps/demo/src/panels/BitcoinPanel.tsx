import { useAccount } from '@keyway/react'
import { useEffect, useRef, useState } from 'react'
import type { BitcoinActions, BitcoinSignResult } from '../bitcoin-actions.js'

export type BitcoinPanelProps = { actions: BitcoinActions }

const DEFAULT_MESSAGE = 'Hello Bitcoin from the Keyway demo'

/**
 * The bip122 namespace beside the EVM and Solana panels: its account (useAccount with a
 * namespace; the payment and ordinals addresses from allAccounts) and a signed message with
 * the protocol the wallet used. Keyway shows no Bitcoin balance and sends no Bitcoin.
 */
export function BitcoinPanel({ actions }: BitcoinPanelProps) {
  const { address, isConnected, status, allAccounts } = useAccount({ namespace: 'bip122' })
  const [message, setMessage] = useState(DEFAULT_MESSAGE)
  // A signature belongs to the account that made it: shown only while that one is in use.
  const [outcome, setOutcome] = useState<{ for: string | undefined; result: BitcoinSignResult }>()
  const signed = outcome?.for === address ? outcome?.result : undefined
  const [pending, setPending] = useState(false)
  const inFlight = useRef<AbortController | undefined>(undefined)
  const payment = allAccounts.find((a) => a.type === 'payment')?.address
  const ordinals = allAccounts.find((a) => a.type === 'ordinal')?.address

  useEffect(() => () => inFlight.current?.abort(), [])

  const onSign = () => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    const signer = address
    setOutcome(undefined)
    setPending(true)
    void actions
      .signMessage(message, controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setOutcome({ for: signer, result })
      })
      .finally(() => {
        if (inFlight.current === controller) setPending(false)
      })
  }

  return (
    <section className="panel" aria-labelledby="bitcoin-title" data-testid="bitcoin-panel">
      <h2 id="bitcoin-title">Bitcoin</h2>
      <dl>
        <dt>Status</dt>
        <dd>
          <span className="status" data-status={status} data-testid="bitcoin-status">
            {status}
          </span>
        </dd>
        <dt>Address</dt>
        <dd className="mono" data-testid="bitcoin-address">
          {address ?? '—'}
        </dd>
        <dt>Payment</dt>
        <dd className="mono" data-testid="bitcoin-payment-address">
          {payment ?? '—'}
        </dd>
        <dt>Ordinals</dt>
        <dd className="mono" data-testid="bitcoin-ordinals-address">
          {ordinals ?? '—'}
        </dd>
      </dl>
      {isConnected ? null : (
        <p className="hint">Connect a Bitcoin wallet (switch to Bitcoin in the network menu).</p>
      )}
      <label htmlFor="bitcoin-sign-input">Message</label>
      <textarea
        id="bitcoin-sign-input"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        disabled={!isConnected}
      />
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={!isConnected || pending || message === ''}
          onClick={onSign}
        >
          {pending ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
      </div>
      {signed?.status === 'signed' ? (
        <>
          <p className="hint" data-testid="bitcoin-protocol">
            {signed.protocol === 'bip322' ? 'BIP-322' : 'Legacy (Bitcoin Signed Message)'}
          </p>
          <pre className="output" data-testid="bitcoin-signature">
            {signed.signature}
          </pre>
        </>
      ) : null}
      {signed && signed.status !== 'signed' ? (
        <p className="error" role="alert" data-testid="bitcoin-sign-error">
          {signed.message}
        </p>
      ) : null}
    </section>
  )
}
