import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { type FormEvent, useCallback, useEffect, useState } from 'react'

export function Dapp() {
  const { publicKey } = useWallet()
  const [balanceVersion, setBalanceVersion] = useState(0)
  return (
    <>
      <section>
        <h2>Wallet</h2>
        <p>
          Account: <output data-testid="address">{publicKey?.toBase58() ?? ''}</output>
        </p>
      </section>
      {publicKey ? <Balance key={balanceVersion} owner={publicKey} /> : null}
      {publicKey ? <SendSol onSent={() => setBalanceVersion((v) => v + 1)} /> : null}
      {publicKey ? <SignMessage /> : null}
    </>
  )
}

function Balance({ owner }: { owner: PublicKey }) {
  const { connection } = useConnection()
  const [lamports, setLamports] = useState<number>()
  const refresh = useCallback(
    () => connection.getBalance(owner).then(setLamports),
    [connection, owner],
  )
  useEffect(() => {
    refresh()
  }, [refresh])
  return (
    <section>
      <h2>Balance</h2>
      <p>
        <output data-testid="balance">
          {lamports === undefined ? '…' : `${lamports / LAMPORTS_PER_SOL} SOL`}
        </output>{' '}
        <button type="button" onClick={() => refresh()}>
          Refresh
        </button>
      </p>
    </section>
  )
}

function toPublicKey(text: string): PublicKey | undefined {
  try {
    return new PublicKey(text)
  } catch {
    return undefined
  }
}

function SendSol({ onSent }: { onSent: () => void }) {
  const { connection } = useConnection()
  const { publicKey, sendTransaction } = useWallet()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.01')
  const [pending, setPending] = useState(false)
  const [signature, setSignature] = useState<string>()
  const [confirmed, setConfirmed] = useState(false)
  const [error, setError] = useState<string>()
  const recipient = toPublicKey(to)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!publicKey || !recipient) return
    setPending(true)
    setError(undefined)
    setSignature(undefined)
    setConfirmed(false)
    try {
      const transaction = new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: publicKey,
          toPubkey: recipient,
          lamports: Math.round(Number(amount) * LAMPORTS_PER_SOL),
        }),
      )
      const {
        context: { slot: minContextSlot },
        value: { blockhash, lastValidBlockHeight },
      } = await connection.getLatestBlockhashAndContext()
      const sent = await sendTransaction(transaction, connection, { minContextSlot })
      setSignature(sent)
      await connection.confirmTransaction({ blockhash, lastValidBlockHeight, signature: sent })
      setConfirmed(true)
      onSent()
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setPending(false)
    }
  }

  return (
    <section>
      <h2>Send SOL</h2>
      <form onSubmit={submit}>
        <label>
          Recipient <input name="to" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          Amount (SOL){' '}
          <input name="amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <button type="submit" disabled={pending || !recipient}>
          {pending ? 'Confirm in your wallet…' : 'Send'}
        </button>
      </form>
      {signature ? (
        <p>
          Transaction: <output data-testid="tx-signature">{signature}</output>
        </p>
      ) : null}
      {confirmed ? <p data-testid="tx-confirmed">Confirmed</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}

function SignMessage() {
  const { signMessage } = useWallet()
  const [message, setMessage] = useState('Hello from a Solana dapp')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!signMessage) return
    setError(undefined)
    try {
      setSignature(toBase64(await signMessage(new TextEncoder().encode(message))))
    } catch (failure) {
      setError((failure as Error).message)
    }
  }

  return (
    <section>
      <h2>Sign a message</h2>
      <form onSubmit={submit}>
        <input name="message" value={message} onChange={(e) => setMessage(e.target.value)} />
        <button type="submit" disabled={!signMessage}>
          Sign message
        </button>
      </form>
      {signature ? (
        <p>
          Signature: <output data-testid="signature">{signature}</output>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
