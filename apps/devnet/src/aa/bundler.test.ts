import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { entryPoint07Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import {
  altoCommand,
  altoEnvironment,
  BundlerStartError,
  resolveAltoCli,
  startBundler,
} from './bundler.js'
import { deriveAaKeys } from './keys.js'

const SIMULATIONS = {
  pimlico: '0x1111111111111111111111111111111111111111',
  entryPointV07: '0x2222222222222222222222222222222222222222',
} as const

describe('the alto bundler process', () => {
  it("runs alto for anvil: safe mode off, devnet's simulation contracts, its key kept off the command line", async () => {
    expect(existsSync(resolveAltoCli())).toBe(true)
    const keys = deriveAaKeys()
    const argv = altoCommand({
      rpcUrl: 'http://127.0.0.1:8545',
      entryPoint: entryPoint07Address,
      simulations: { pimlico: SIMULATIONS.pimlico, entryPointV07: SIMULATIONS.entryPointV07 },
      port: 8514,
    })
    const flag = (name: string) => argv[argv.indexOf(name) + 1]
    expect(flag('--safe-mode')).toBe('false')
    expect(flag('--deploy-simulations-contract')).toBe('false')
    expect(flag('--pimlico-simulation-contract')).toBe(SIMULATIONS.pimlico)
    expect(flag('--entrypoint-simulation-contract-v7')).toBe(SIMULATIONS.entryPointV07)
    expect(flag('--entrypoints')).toBe(entryPoint07Address)
    expect(flag('--port')).toBe('8514')
    expect(argv.join(' ')).not.toContain(keys.bundlerExecutor.privateKey)
    expect(altoEnvironment(keys)).toEqual({
      ALTO_EXECUTOR_PRIVATE_KEYS: keys.bundlerExecutor.privateKey,
    })
  })

  it('fails with the end of its log when alto cannot start (no node behind the RPC URL)', async () => {
    const logFile = join(tmpdir(), `keyway-alto-test-${process.pid}.log`)
    const keys = deriveAaKeys()
    try {
      const error = await startBundler({
        rpcUrl: 'http://127.0.0.1:1',
        entryPoint: entryPoint07Address,
        simulations: SIMULATIONS,
        keys,
        port: 0,
        host: '127.0.0.1',
        logFile,
        readyTimeoutMs: 40_000,
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BundlerStartError)
      expect((error as Error).message).toMatch(/the bundler \(alto, port \d+\) exited early/)
      // …with alto's own reason: its node does not answer.
      expect((error as Error).message).toMatch(/127\.0\.0\.1:1\b/)
      // The log holds alto's output, and never the keys.
      const log = readFileSync(logFile, 'utf8')
      expect(log).not.toContain(keys.bundlerExecutor.privateKey.slice(2))
    } finally {
      rmSync(logFile, { force: true })
    }
  }, 60_000)
})
