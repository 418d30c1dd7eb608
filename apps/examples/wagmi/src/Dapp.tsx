/**
 * The dapp itself, written against wagmi's hooks alone: it neither knows nor imports the
 * wallet UI, so it is the same file with RainbowKit, with Keyway, or with a bare wagmi
 * connector (bench/plain). Test ids are for the e2e.
 */
import { type FormEvent, useState } from 'react'
import { type Address, erc20Abi, formatUnits, isAddress, parseUnits } from 'viem'
import {
  useChains,
  useConnection,
  useReadContract,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'
import { usdc } from './token.js'

export function Dapp() {
  const { address, chain, status } = useConnection()
  return (
    <>
      <section>
        <h2>Connection</h2>
        <p>
          Status: <output data-testid="status">{status}</output>
        </p>
        <p>
          Account: <output data-testid="address">{address ?? ''}</output>
        </p>
        <p>
          Chain: <output data-testid="chain-id">{chain?.id ?? ''}</output>
        </p>
        {address ? <SwitchChain /> : null}
      </section>
      {address ? <Token owner={address} /> : null}
      {address ? <SignMessage /> : null}
    </>
  )
}

function SwitchChain() {
  const chains = useChains()
  const { chainId } = useConnection()
  const switchChain = useSwitchChain()
  return (
    <p>
      {chains.map((chain) => (
        <button
          key={chain.id}
          type="button"
          disabled={chain.id === chainId || switchChain.isPending}
          onClick={() => switchChain.mutate({ chainId: chain.id })}
        >
          Switch to {chain.name}
        </button>
      ))}
      {switchChain.error ? <span role="alert">{switchChain.error.message}</span> : null}
    </p>
  )
}

function Token({ owner }: { owner: Address }) {
  const balance = useReadContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
  return (
    <section>
      <h2>{usdc.symbol}</h2>
      <p>
        Balance:{' '}
        <output data-testid="token-balance">
          {balance.data === undefined ? '…' : formatUnits(balance.data, usdc.decimals)}
        </output>{' '}
        <button type="button" onClick={() => balance.refetch()}>
          Refresh
        </button>
      </p>
      <Transfer onConfirmed={() => balance.refetch()} />
    </section>
  )
}

function Transfer({ onConfirmed }: { onConfirmed: () => void }) {
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('1')
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })
  const [seen, setSeen] = useState<string | undefined>()
  if (receipt.data && receipt.data.transactionHash !== seen) {
    setSeen(receipt.data.transactionHash)
    onConfirmed()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!isAddress(to)) return
    write.mutate({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, usdc.decimals)],
    })
  }

  return (
    <form onSubmit={submit}>
      <label>
        Recipient <input name="to" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <label>
        Amount <input name="amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <button type="submit" disabled={write.isPending || !isAddress(to)}>
        {write.isPending ? 'Confirm in your wallet…' : 'Transfer'}
      </button>
      {write.data ? (
        <p>
          Transaction: <output data-testid="tx-hash">{write.data}</output>
        </p>
      ) : null}
      {receipt.isLoading ? <p>Waiting for the receipt…</p> : null}
      {receipt.data ? (
        <p>
          Receipt: <output data-testid="tx-status">{receipt.data.status}</output> in block{' '}
          <output data-testid="tx-block">{String(receipt.data.blockNumber)}</output>
        </p>
      ) : null}
      {write.error ? <p role="alert">{write.error.message}</p> : null}
    </form>
  )
}

function SignMessage() {
  const [message, setMessage] = useState('Hello from a wagmi dapp')
  const sign = useSignMessage()
  return (
    <section>
      <h2>Sign a message</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          sign.mutate({ message })
        }}
      >
        <input name="message" value={message} onChange={(e) => setMessage(e.target.value)} />
        <button type="submit" disabled={sign.isPending}>
          Sign message
        </button>
      </form>
      {sign.data ? (
        <p>
          Signature: <output data-testid="signature">{sign.data}</output>
        </p>
      ) : null}
      {sign.error ? <p role="alert">{sign.error.message}</p> : null}
    </section>
  )
}
