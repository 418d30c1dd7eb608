import { useAccount, useGrantPermissions } from '@keyway/react'
import { useRef, useState } from 'react'
import { type Address, type Hex, numberToHex } from 'viem'
import {
  type SessionSetup,
  sendWithPermission,
  sessionAccountAddress,
  tabSessionKey,
} from '../session-key.js'

/** Where the session's transfers go: a fixed devnet address, so a test can read its balance. */
export const SESSION_RECIPIENT: Address = '0x0000000000000000000000000000000000005e55'

/** What the demo asks for: 5 test USDC per day, for one hour. */
const PER_DAY = 5_000_000n
const DAY_S = 86_400
const HOUR_S = 3_600
/** One send within the permission: 1.5 test USDC (six decimals). */
const SEND_AMOUNT = 1_500_000n

type Sent = { ok: boolean; text: string }

/**
 * Smart sessions (docs/smart-sessions.md): the demo asks the connected smart account for a
 * permission for its session key (5 test USDC per day, for one hour), then sends 1.5 USDC at a
 * time with that key through the bundler — no wallet prompt; the limits are checked on chain.
 */
export function SessionsPanel({ setup, usdc }: { setup: SessionSetup; usdc: Address }) {
  const { isConnected } = useAccount({ namespace: 'eip155' })
  const { grantPermissions, data: granted, error, isPending } = useGrantPermissions()
  const [sessionAddress, setSessionAddress] = useState<Address | undefined>(undefined)
  const [sends, setSends] = useState<Sent[]>([])
  const [sending, setSending] = useState(false)
  const key = useRef<Hex | undefined>(undefined)

  const onGrant = async () => {
    key.current ??= await tabSessionKey()
    const session = await sessionAccountAddress(setup, key.current)
    setSessionAddress(session)
    setSends([])
    await grantPermissions({
      expiry: Math.floor(Date.now() / 1000) + HOUR_S,
      signer: { type: 'account', data: { address: session } },
      permissions: [
        {
          type: 'erc20-token-periodic',
          data: {
            tokenAddress: usdc,
            periodAmount: numberToHex(PER_DAY),
            periodDuration: DAY_S,
            justification: 'The Keyway demo sends 1.5 USDC at a time without asking',
          },
        },
      ],
    })
  }

  const onSend = async () => {
    if (!granted || !key.current) return
    setSending(true)
    try {
      const sent = await sendWithPermission(setup, key.current, granted, {
        token: usdc,
        to: SESSION_RECIPIENT,
        amount: SEND_AMOUNT,
      })
      setSends((list) => [...list, { ok: true, text: `Sent 1.5 USDC: ${sent.transactionHash}` }])
    } catch (failure) {
      const text = failure instanceof Error ? failure.message : String(failure)
      setSends((list) => [...list, { ok: false, text }])
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Smart session</h2>
      <div className="row">
        <button
          type="button"
          className="button"
          data-variant="primary"
          disabled={!isConnected || isPending}
          onClick={() => void onGrant()}
        >
          {isPending ? 'Waiting for the wallet…' : 'Grant 5 USDC a day for 1 hour'}
        </button>
        <button
          type="button"
          className="button"
          disabled={!granted || sending}
          onClick={() => void onSend()}
        >
          {sending ? 'Sending…' : 'Send 1.5 USDC with the session key'}
        </button>
      </div>
      {error ? (
        <p role="alert" data-testid="session-error">
          {error.name}: {(error as { shortMessage?: string }).shortMessage ?? error.message}
        </p>
      ) : null}
      {granted && !error ? (
        <dl>
          <dt>Permission</dt>
          <dd data-testid="session-pci">{granted.pci}</dd>
          <dt>Session account</dt>
          <dd data-testid="session-account">{sessionAddress}</dd>
        </dl>
      ) : null}
      {sends.length > 0 ? (
        <ol data-testid="session-sends" aria-live="polite">
          {sends.map((sent, i) => (
            // The list only grows: the index is the send's number.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only log
            <li key={i} data-outcome={sent.ok ? 'sent' : 'failed'}>
              {sent.text}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
