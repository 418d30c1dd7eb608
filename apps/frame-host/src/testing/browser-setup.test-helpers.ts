/**
 * globalSetup of the `frame-host-browser` project: devnet (mailbox, configuration service,
 * chains) and a REAL frame-host process started as `npm start` starts it — PGlite in a
 * temporary folder, PORT=0, no FRAME_ENTRY, so the frame script is the one bundled from
 * src/page at start-up. The browser tests get the URLs through `inject`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@keyway/devnet'
import type { TestProject } from 'vitest/node'

export type FrameHostBrowserInfo = {
  frameHostUrl: string
  mailboxUrl: string
  configApiUrl: string
  /** CAIP-2 id of devnet's first EVM chain, which frame-host signs for. */
  evmChainId: string
  /** CAIP-2 id of devnet's Solana cluster. */
  solanaChainId: string
  /** devnet's OAuth stand-in, every social provider of this frame-host. */
  oauthUrl: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    frameHost: FrameHostBrowserInfo
  }
}

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const TSX = join(PACKAGE_DIR, 'node_modules', '.bin', 'tsx')

function startFrameHost(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(TSX, ['--conditions=@keyway/source', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, DATABASE_URL: '', FRAME_ENTRY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`frame-host printed no READY line within 120 s:\n${output}`))
    }, 120_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /FRAME HOST READY (\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolvePromise({ child, url: match[1] })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      onData(chunk)
      process.stderr.write(chunk)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`frame-host exited with ${code}:\n${output}`))
    })
  })
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'frame-host-browser-'))
  const devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
  let child: ChildProcess | undefined
  try {
    const [chain] = devnet.evm.chains
    if (!chain) throw new Error('devnet has no EVM chain')
    const solanaChainId = `solana:${devnet.solana.genesisHash.slice(0, 32)}`
    const started = await startFrameHost({
      PORT: '0',
      PGLITE_DIR: join(folder, 'pglite'),
      KEK_FILE: join(folder, 'kek'),
      SMTP_URL: devnet.urls.smtp,
      CONFIG_API_URL: devnet.urls.configApi,
      OAUTH_URL: devnet.urls.oauth,
      CHAIN_RPC_URLS: JSON.stringify({
        ...Object.fromEntries(devnet.evm.chains.map((c) => [`eip155:${c.chainId}`, c.rpcUrl])),
        [solanaChainId]: devnet.urls.solanaRpc,
      }),
    })
    child = started.child
    project.provide('frameHost', {
      frameHostUrl: started.url,
      mailboxUrl: devnet.urls.mailbox,
      configApiUrl: devnet.urls.configApi,
      evmChainId: `eip155:${chain.chainId}`,
      solanaChainId,
      oauthUrl: devnet.urls.oauth,
    })
  } catch (error) {
    await devnet.stop()
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child?.once('exit', done))
      child.kill('SIGTERM')
      await exited
    }
    await devnet.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}
