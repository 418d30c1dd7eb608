import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer, type Server } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startDevnet } from '../src/index.js'

/**
 * The program as users start it (`tsx src/cli.ts`): the READY line, and no process left
 * behind after SIGTERM or after a start-up that fails half-way.
 */

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli')
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

/** pids of anvil processes serving `port` (empty when none). */
function anvilOn(port: string): string[] {
  return processesMatching(`anvil .*--port ${port} `)
}

/** Whether a bundler answers eth_supportedEntryPoints at `url` (alto, until it is stopped). */
async function bundlerAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }),
      signal: AbortSignal.timeout(2000),
    })
    return res.ok
  } catch {
    return false
  }
}

function processesMatching(pattern: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', pattern]).toString().trim().split('\n').filter(Boolean)
  } catch {
    return [] // pgrep exits 1 when nothing matches
  }
}

function readReadyLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString()
    })
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      const line = out.split('\n').find((l) => l.startsWith('DEVNET READY '))
      if (line) resolve(line)
    })
    child.once('exit', (code) => reject(new Error(`cli exited with ${code} before READY\n${err}`)))
  })
}

/** A port that is free right now (bound, read, released). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('devnet CLI', () => {
  it('prints one DEVNET READY line with every URL and the funded accounts, and leaves no anvil after SIGTERM', async () => {
    const child = spawn(process.execPath, [tsxCli, cli], {
      env: { ...process.env, KEYWAY_DEVNET_PORTS: 'free' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    const line = await readReadyLine(child)
    const ready = JSON.parse(line.slice('DEVNET READY '.length))
    expect(Object.keys(ready).sort()).toEqual(
      [
        'accounts',
        'blockchainApi',
        'bundler',
        'configApi',
        'entryPoint',
        'evmRpc',
        'evmRpc2',
        'farcasterIdRegistry',
        'mailbox',
        'smtp',
        'oauth',
        'paymaster',
        'relay',
        'smartAccounts',
        'smartAccountsEnvironment',
        'solanaRpc',
        'solanaWs',
      ].sort(),
    )
    expect(ready.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    expect(ready.paymaster).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(ready.bundler).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(ready.accounts.evm[0]).toEqual({
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      privateKey: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    // frame-host's SMART_ACCOUNTS: the first chain's stack, bundler and paymaster on the route.
    expect(Object.keys(ready.smartAccounts)).toEqual(['31337'])
    expect(ready.smartAccounts['31337']).toEqual({
      bundlerUrl: `${ready.blockchainApi}/v1/bundler?chainId=eip155%3A31337&projectId=keyway-demo`,
      paymasterUrl: `${ready.blockchainApi}/v1/bundler?chainId=eip155%3A31337&projectId=keyway-demo`,
      environment: ready.smartAccountsEnvironment,
    })
    expect(ready.farcasterIdRegistry).toEqual({
      chainId: 31337,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
    expect(ready.accounts.solana[0]).toEqual({
      publicKey: expect.any(String),
      secretKey: expect.any(String),
    })
    const evmPorts = [ready.evmRpc, ready.evmRpc2].map((u: string) => new URL(u).port)
    expect(evmPorts.flatMap(anvilOn)).toHaveLength(2)
    expect(await bundlerAnswers(ready.bundler)).toBe(true)
    const res = await fetch(`${ready.configApi}/getWallets?entries=1`)
    expect(res.status).toBe(200)

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(evmPorts.flatMap(anvilOn)).toEqual([])
    expect(await bundlerAnswers(ready.bundler)).toBe(false)
  })

  it('stops the chains it already started when a later service cannot start', async () => {
    const [evmRpc, evmRpc2] = [await freePort(), await freePort()]
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const taken = (blocker.address() as { port: number }).port
    try {
      const free = {
        solanaRpc: 0,
        solanaWs: 0,
        relay: 0,
        blockchainApi: 0,
        configApi: 0,
        oauth: 0,
        smtp: 0,
        bundler: 0,
      }
      await expect(
        startDevnet({ ports: { ...free, evmRpc, evmRpc2, mailbox: taken } }),
      ).rejects.toThrow(/EADDRINUSE/)
      expect([evmRpc, evmRpc2].map(String).flatMap(anvilOn)).toEqual([])
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})
