/** The page: the wallet button and the dapp, which knows only wagmi's hooks. */
import { ConnectButton } from '@keyway/react'
import { Dapp } from './Dapp.js'

export function App() {
  return (
    <main>
      <header>
        <h1>wagmi dapp</h1>
        <ConnectButton />
      </header>
      <Dapp />
    </main>
  )
}
