/**
 * Helpers for tests that run WalletConnect clients (sign-client wallets, universal
 * providers) against devnet's relay: an in-memory key-value storage, so every client keeps
 * its own state, and a list of clients to close after the tests (their heartbeat timer and
 * relay socket would otherwise keep the test process alive).
 */

// devnet's in-memory storage (one per client), under the name the tests use.
export {
  createMemoryStorage as memoryKeyValueStorage,
  type KeyValueStorage,
} from '@keyway/devnet/memory-storage'

/** The part of a sign client (or a universal provider's `client`) that must be closed. */
export type ClosableWalletConnectClient = {
  core: { heartbeat: { stop(): void }; relayer: { transportClose(): Promise<void> } }
}

export type WalletConnectClosers = {
  /** Stops the client's heartbeat and closes its relay socket at `closeAll`. */
  closeLater(client: ClosableWalletConnectClient): void
  /** Any other clean-up to run at `closeAll`. */
  add(close: () => Promise<void> | void): void
  /** Runs every clean-up, newest first; for `afterAll`. */
  closeAll(): Promise<void>
}

export function createWalletConnectClosers(): WalletConnectClosers {
  const closers: (() => Promise<void> | void)[] = []
  return {
    closeLater(client) {
      closers.push(async () => {
        client.core.heartbeat.stop()
        await client.core.relayer.transportClose().catch(() => undefined)
      })
    },
    add(close) {
      closers.push(close)
    },
    async closeAll() {
      for (const close of closers.splice(0).reverse()) await close()
    },
  }
}
