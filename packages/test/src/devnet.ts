/** devnet for tests: every service on free loopback ports, stopped by the caller. */
import { type Devnet, type StartDevnetOptions, startDevnet } from '@keyway/devnet'

export type { Devnet } from '@keyway/devnet'

/** devnet's `startDevnet` with free ports (parallel test files never collide). */
export function startTestDevnet(options: Omit<StartDevnetOptions, 'ports'> = {}): Promise<Devnet> {
  return startDevnet({ ...options, ports: 'free' })
}

/** The two local EVM chains of a devnet as test-wallet chains (31337 first). */
export function devnetTestChains(devnet: Pick<Devnet, 'evm'>) {
  const chains = devnet.evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl }))
  const [first, ...rest] = chains
  if (!first) throw new Error('devnet started no EVM chain')
  return [first, ...rest] as const
}
