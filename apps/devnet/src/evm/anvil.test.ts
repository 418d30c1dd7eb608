import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { AnvilNotFoundError, resolveAnvilBinary, startAnvil } from './anvil.js'

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('anvil', () => {
  it('resolves the anvil binary from the platform package without its postinstall', () => {
    const binary = resolveAnvilBinary()
    expect(binary).toMatch(/@foundry-rs\/anvil-linux-amd64\/bin\/anvil$/)
    expect(existsSync(binary)).toBe(true)
  })

  it('fails with a clear AnvilNotFoundError when no platform package exists', () => {
    expect(() => resolveAnvilBinary({ platform: 'linux', arch: 'mips' })).toThrow(
      AnvilNotFoundError,
    )
    expect(() => resolveAnvilBinary({ platform: 'linux', arch: 'mips' })).toThrow(
      /@foundry-rs\/anvil-linux-mips/,
    )
  })

  it('starts on a free port with the requested chain id and leaves no process after stop', async () => {
    const node = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 4242, accounts: 2 })
    const res = await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(((await res.json()) as { result: string }).result).toBe('0x1092')
    expect(isRunning(node.pid)).toBe(true)
    await node.stop()
    expect(isRunning(node.pid)).toBe(false)
  })

  it('kills anvil when the parent process exits without calling stop (no orphans)', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/exit-without-stop.ts', import.meta.url))
    const stdout = await new Promise<string>((resolve, reject) => {
      // cwd: the devnet package, where `tsx` resolves.
      const cwd = fileURLToPath(new URL('../..', import.meta.url))
      execFile(process.execPath, ['--import', 'tsx', fixture], { cwd }, (error, out) =>
        error ? reject(error) : resolve(out),
      )
    })
    const pid = Number(stdout.trim())
    expect(pid).toBeGreaterThan(0)
    // SIGKILL is delivered synchronously in the exit hook; allow the kernel to reap it.
    await expect.poll(() => isRunning(pid), { timeout: 2000, interval: 20 }).toBe(false)
  })
})
