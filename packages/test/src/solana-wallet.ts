// `@keyway/test/solana-wallet`: the Solana test wallet, now in the public @keyway/testing.
export * from '@keyway/testing/solana'
