import {
  type ChainNamespace,
  type ConnectEntry,
  type ConnectGroup,
  type Connector,
  connect,
  connectorForNamespace,
  openModal,
  toUserMessage,
} from '@keyway/core'
import { useKeywayClient, useKeywayState, useWalletList } from '@keyway/react'
import { useId, useState } from 'react'

/** What each docs/limits.md#features-and-defaults group is called in the list. */
const GROUP_LABELS: Record<ConnectGroup, string> = {
  walletConnect: 'WalletConnect',
  recent: 'Recent',
  injected: 'Installed',
  featured: 'Featured',
  custom: 'Custom',
  external: 'External',
  recommended: 'Recommended',
}

/** The list's tags (the modal shows them as badges). */
const TAG_LABELS: Record<NonNullable<ConnectEntry['tag']>, string> = {
  recent: 'Recent',
  installed: 'Installed',
  qr: 'QR code',
}

/** The wallet's own connector (installed or external); undefined when WalletConnect reaches it. */
function ownConnector(entry: ConnectEntry): Connector | undefined {
  return entry.connector?.type === 'WALLET_CONNECT' ? undefined : entry.connector
}

/** The group, the tag and, for a wallet without a connector of its own, how it is reached. */
function describeEntry(entry: ConnectEntry): string {
  const parts = [GROUP_LABELS[entry.group]]
  if (entry.tag) parts.push(TAG_LABELS[entry.tag])
  if (!entry.connector) parts.push('via WalletConnect')
  return [...new Set(parts)].join(' · ')
}

/**
 * A wallet list drawn by the app itself (the render-prop way, CONVENTIONS "RainbowKit"):
 * useWalletList gives the modal's list as data. An installed wallet connects at once with
 * core's connect action; the others are reached over WalletConnect, so the modal opens.
 */
export function WalletListPanel() {
  const client = useKeywayClient()
  const { wallets, status, error, catalogueCount, retry } = useWalletList()
  const { activeChain } = useKeywayState()
  const [pending, setPending] = useState<string | undefined>(undefined)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const idPrefix = useId()

  const onChoose = (entry: ConnectEntry) => {
    setFailure(undefined)
    const own = ownConnector(entry)
    if (!own) {
      // openModal takes no wallet to open on: the Connect view lists this one too.
      openModal(client, { view: 'Connect' })
      return
    }
    // A wallet on several namespaces has one connector each: the active namespace's.
    const connector = connectorForNamespace(own, activeChain)
    const namespace: ChainNamespace = connector.chain
    setPending(entry.key)
    connect(client, { connectorId: connector.id, namespace })
      .catch((caught: unknown) => {
        setFailure(toUserMessage(caught))
      })
      .finally(() => setPending(undefined))
  }

  return (
    <section className="panel" aria-labelledby="wallet-list-title" aria-busy={status === 'loading'}>
      <h2 id="wallet-list-title">Wallets</h2>
      <p className="hint">
        The modal's wallet list from useWalletList, drawn by the app
        {catalogueCount > 0 ? ` (${catalogueCount} in the catalogue)` : ''}.
      </p>
      <ul className="wallet-list" aria-labelledby="wallet-list-title">
        {wallets.map((entry, index) => {
          const detailsId = `${idPrefix}-${index}-details`
          // The button is named by the wallet alone; the group and tag describe it.
          return (
            <li key={entry.key} className="wallet-row">
              <button
                type="button"
                className="button wallet-button"
                aria-describedby={detailsId}
                data-group={entry.group}
                data-tag={entry.tag}
                disabled={pending !== undefined}
                onClick={() => onChoose(entry)}
              >
                {entry.imageUrl ? (
                  <img src={entry.imageUrl} alt="" width="24" height="24" />
                ) : (
                  <span className="wallet-icon" aria-hidden="true" />
                )}
                {entry.name}
              </button>
              <span id={detailsId} className="wallet-details">
                {pending === entry.key ? 'Connecting…' : describeEntry(entry)}
              </span>
            </li>
          )
        })}
      </ul>
      {status === 'loading' ? <p className="hint">Loading the wallet catalogue…</p> : null}
      {status === 'error' ? (
        <div className="row">
          <p className="error" role="alert">
            The wallet catalogue did not load{error ? ` (${toUserMessage(error)})` : ''}.
          </p>
          <button type="button" className="button" onClick={() => void retry()}>
            Try again
          </button>
        </div>
      ) : null}
      {failure ? (
        <p className="error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  )
}
