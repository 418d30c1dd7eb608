/**
 * A client whose EVM test adapter has batched calls, for the calls action tests: a wallet
 * with atomic batching ('supported') runs a batch as one; one without ('unsupported')
 * refuses an atomic batch with 5760 and sends the calls one by one when allowed.
 */
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testArbitrum, testMainnet } from '../adapter/test-networks.js'
import type {
  AdapterCallsStatus,
  AdapterSendCallsParameters,
  ChainAdapter,
} from '../adapter/types.js'
import { createKeyway } from '../client/create-keyway.js'
import { AtomicityNotSupportedError, UnknownBundleIdError } from '../errors/wallet-calls-rpc.js'

export function createCallsTestClient(options: { atomic: 'supported' | 'unsupported' }) {
  const base = createTestAdapter({ namespace: 'eip155' })
  const sent: AdapterSendCallsParameters[] = []
  const shown: string[] = []
  const batches = new Map<string, AdapterCallsStatus>()
  const evm: ChainAdapter = {
    ...base,
    async getCapabilities() {
      return { '0x1': { atomic: { status: options.atomic } } }
    },
    async sendCalls(p) {
      sent.push(p)
      if (options.atomic === 'unsupported' && p.forceAtomic) throw new AtomicityNotSupportedError()
      const id = p.id ?? `0x${(batches.size + 1).toString(16).padStart(64, '0')}`
      const sequential = options.atomic === 'unsupported'
      const hashes = await Promise.all(
        p.calls.map((call) =>
          base.sendTransaction({ ...p, to: call.to, value: BigInt(call.value ?? '0') }),
        ),
      )
      batches.set(id, {
        id,
        chainId: 1,
        statusCode: 200,
        status: 'success',
        atomic: !sequential,
        receipts: (sequential ? hashes : hashes.slice(-1)).map((transactionHash) => ({
          transactionHash,
          status: 'success' as const,
          blockNumber: 1n,
          gasUsed: 21000n,
        })),
      })
      return { id, sequential, ...(sequential ? { transactionHashes: hashes } : {}) }
    },
    async getCallsStatus({ id }) {
      const status = batches.get(id)
      if (!status) throw new UnknownBundleIdError()
      return status
    },
    async showCallsStatus({ id }) {
      if (!batches.has(id)) throw new UnknownBundleIdError()
      shown.push(id)
    },
  }
  const client = createKeyway({
    adapters: [evm],
    networks: [testMainnet, testArbitrum],
    logger: { warn: () => {} },
    now: () => 0,
  })
  return { client, base, sent, shown }
}
