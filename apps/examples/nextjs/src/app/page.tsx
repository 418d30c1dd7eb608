import { Account } from './account'

export default function Home() {
  return (
    <main>
      <h1>Keyway with wagmi, rendered on the server</h1>
      <Account />
    </main>
  )
}
