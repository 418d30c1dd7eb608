import { useAccount } from '@keyway/react'
import { useEffect, useRef, useState } from 'react'
import type { SignResult } from '../sign-message.js'
import { SignOutcome } from './SignOutcome.js'

export type SignMessagePanelProps = {
  signMessage: (message: string, signal?: AbortSignal) => Promise<SignResult>
}

const DEFAULT_MESSAGE = 'Hello from the Keyway demo'

/** Signs a message with the connected wallet (personal_sign) and shows the signature. */
export function SignMessagePanel({ signMessage }: SignMessagePanelProps) {
  const { isConnected, address } = useAccount()
  const [message, setMessage] = useState(DEFAULT_MESSAGE)
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<SignResult | undefined>(undefined)
  const inFlight = useRef<AbortController | undefined>(undefined)

  // A signature belongs to one account: clear it when the account changes, and stop
  // waiting for an answer when the panel goes away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on account change only
  useEffect(() => {
    setResult(undefined)
    return () => inFlight.current?.abort()
  }, [address])

  const onSign = () => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setPending(true)
    setResult(undefined)
    signMessage(message, controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setResult(next)
      })
      .finally(() => {
        if (inFlight.current === controller) setPending(false)
      })
  }

  return (
    <section className="panel" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <label htmlFor="sign-input">Message</label>
      <textarea
        id="sign-input"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        disabled={!isConnected}
      />
      <div className="row">
        <button
          type="button"
          className="button"
          data-variant="primary"
          disabled={!isConnected || pending || message === ''}
          onClick={onSign}
        >
          {pending ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
      </div>
      <SignOutcome result={result} testIds={{ signature: 'signature', error: 'sign-error' }} />
    </section>
  )
}
