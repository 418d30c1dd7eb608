/** devnet for tests: every service on free loopback ports, stopped by the caller. */
import { type Devnet, type StartDevnetOptions, startDevnet } from 'devnet'

// Turns a devnet's chains into test-wallet chains; lives beside the wallets in @keyway/testing.
export { devnetTestChains } from '@keyway/testing/evm'
export type { Devnet } from 'devnet'

/** devnet's `startDevnet` with free ports (parallel test files never collide). */
export function startTestDevnet(options: Omit<StartDevnetOptions, 'ports'> = {}): Promise<Devnet> {
  return startDevnet({ ...options, ports: 'free' })
}
