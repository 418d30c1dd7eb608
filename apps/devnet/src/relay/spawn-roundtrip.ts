import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { RoundTrip } from './peers.js'

/**
 * Runs roundtrip-cli.ts in a child `tsx` process and resolves with its JSON line. The child
 * gets a plain Node (no vitest export conditions), so @walletconnect/core loads as it would
 * in an app. It is killed when `timeoutMs` passes or `signal` aborts.
 */
export function spawnRoundTrip(
  relayUrl: string,
  options: { projectId?: string; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<RoundTrip> {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli')
  const script = fileURLToPath(new URL('./roundtrip-cli.ts', import.meta.url))
  const child = spawn(
    process.execPath,
    [tsxCli, script, relayUrl, options.projectId ?? 'keyway-test'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`round trip timed out after ${options.timeoutMs ?? 30_000} ms\n${stderr}`))
    }, options.timeoutMs ?? 30_000)
    const onAbort = () => child.kill('SIGKILL')
    options.signal?.addEventListener('abort', onAbort, { once: true })
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      const line = stdout.trim().split('\n').at(-1)
      if (code !== 0 || !line) {
        reject(new Error(`round trip exited with ${code}\n${stderr}`))
        return
      }
      resolve(JSON.parse(line) as RoundTrip)
    })
  })
}
