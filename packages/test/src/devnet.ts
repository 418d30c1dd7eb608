/** devnet for tests: every service on free loopback ports, stopped by the caller. */
import { type Devnet, type StartDevnetOptions, startDevnet } from '@keyway/devnet'

export type { Devnet } from '@keyway/devnet'
// Turns a devnet's chains into test-wallet chains; lives beside the wallets in @keyway/testing.
export { devnetTestChains } from '@keyway/testing/evm'

/** devnet's `startDevnet` with free ports (parallel test files never collide). */
export function startTestDevnet(options: Omit<StartDevnetOptions, 'ports'> = {}): Promise<Devnet> {
  return startDevnet({ ...options, ports: 'free' })
}
