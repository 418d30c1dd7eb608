import { Dapp } from './Dapp.js'
import { WalletButton } from './WalletButton.js'

export function App() {
  return (
    <main>
      <header>
        <h1>Solana dapp</h1>
        <WalletButton />
      </header>
      <Dapp />
    </main>
  )
}
