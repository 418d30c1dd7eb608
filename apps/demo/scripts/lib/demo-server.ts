/**
 * Builds the demo against a devnet and serves the build with `vite preview` on loopback.
 * Shared by scripts/start.ts, the e2e global setup, the benchmark and the size check.
 * Vite's own log goes to stderr so that stdout carries only the READY line scripts wait for.
 */
import { resolve } from 'node:path'
import { build, createLogger, type Logger, preview } from 'vite'
import { createDemoViteConfig } from '../../vite.config.js'
import type { DemoDevnetEndpoints } from './devnet-endpoints.js'

export const DEMO_HOST = '127.0.0.1'
export const DEMO_PORT = 5173

export type BuildDemoParameters = {
  devnet: DemoDevnetEndpoints
  /** Relative to apps/demo; one folder per purpose so parallel runs never clash. */
  outDir?: string
  /** Print Vite's build log (to stderr). */
  verbose?: boolean
}

export type DemoServer = {
  url: string
  outDir: string
  close(): Promise<void>
}

function stderrLogger(verbose: boolean): Logger {
  const logger = createLogger(verbose ? 'info' : 'warn')
  const write = (message: string) => process.stderr.write(`${message}\n`)
  return { ...logger, info: verbose ? write : () => {}, warn: write, warnOnce: write, error: write }
}

/** Runs `vite build`; returns the absolute output folder. */
export async function buildDemo(parameters: BuildDemoParameters): Promise<string> {
  const config = createDemoViteConfig(
    parameters.devnet,
    parameters.outDir ? { outDir: parameters.outDir } : {},
  )
  const verbose = parameters.verbose ?? false
  await build({
    ...config,
    customLogger: stderrLogger(verbose),
    logLevel: verbose ? 'info' : 'warn',
  })
  return resolve(String(config.root), String(config.build?.outDir))
}

export type ServeDemoParameters = {
  devnet: DemoDevnetEndpoints
  outDir?: string
  /** A fixed port; taken as a wish (the next free one is used if busy). 0 = any free port. */
  port?: number
}

/** Serves a finished build with `vite preview` on 127.0.0.1. */
export async function serveDemo(parameters: ServeDemoParameters): Promise<DemoServer> {
  const config = createDemoViteConfig(
    parameters.devnet,
    parameters.outDir ? { outDir: parameters.outDir } : {},
  )
  const port = parameters.port ?? DEMO_PORT
  const server = await preview({
    ...config,
    customLogger: stderrLogger(false),
    logLevel: 'warn',
    preview: { host: DEMO_HOST, port, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') {
    await server.close()
    throw new Error('vite preview did not bind a TCP port')
  }
  const outDir = resolve(String(config.root), String(config.build?.outDir))
  return {
    url: `http://${DEMO_HOST}:${address.port}/`,
    outDir,
    close: () => server.close(),
  }
}
