import { runRoundTrip } from './peers.js'

/**
 * `tsx src/relay/roundtrip-cli.ts <relayUrl> [projectId] [privateKey]`: runs one WalletConnect
 * round trip between two real sign-client peers and prints the result as one JSON line.
 * Tests run it in a child process (see peers.ts for why not in the vitest worker).
 */

/** Anvil's second default account: a well-known test key, never a real one. */
const DEFAULT_WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

const [relayUrl, projectId = 'keyway-test', key = DEFAULT_WALLET_KEY] = process.argv.slice(2)
if (!relayUrl) {
  process.stderr.write('usage: roundtrip-cli.ts <relayUrl> [projectId] [privateKey]\n')
  process.exit(2)
}
runRoundTrip({ relayUrl, projectId, walletPrivateKey: key as `0x${string}` }).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`)
    process.exit(0)
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
    process.exit(1)
  },
)
