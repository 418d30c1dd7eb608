import { KeywayWalletName } from '@keyway/adapter-solana/wallet-adapter'
import { useWallet } from '@solana/wallet-adapter-react'

export function WalletButton() {
  const { publicKey, wallet, connecting, connect, disconnect, select } = useWallet()
  if (publicKey) {
    const address = publicKey.toBase58()
    return (
      <button type="button" onClick={() => disconnect()}>
        Disconnect {address.slice(0, 4)}…{address.slice(-4)}
      </button>
    )
  }
  return (
    <button
      type="button"
      disabled={connecting}
      onClick={() => (wallet ? connect().catch(() => undefined) : select(KeywayWalletName))}
    >
      {connecting ? 'Connecting…' : 'Connect wallet'}
    </button>
  )
}
