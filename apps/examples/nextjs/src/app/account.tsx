'use client'
/**
 * The connection as wagmi's hooks see it, and Keyway's button. On a reload of a connected
 * page the address is already in the server's HTML (status `reconnecting`, from the cookie)
 * and stays as wagmi reconnects.
 */
import { ConnectButton } from '@keyway/react'
import { useConnection } from 'wagmi'

export function Account() {
  const connection = useConnection()
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{connection.status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{connection.address ?? 'Not connected'}</dd>
        <dt>Chain</dt>
        <dd data-testid="chain-id">{connection.chainId ?? '—'}</dd>
      </dl>
      <ConnectButton />
    </section>
  )
}
