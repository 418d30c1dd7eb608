#!/usr/bin/env node
// `npm run demo`: starts devnet, then frame-host and the demo app when they exist, passing
// devnet's URLs on (KEYWAY_DEVNET), and stops them all on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const apps = ['devnet', 'frame-host', 'demo'].filter((name) => {
  const pkg = JSON.parse(readFileSync(join(root, 'apps', name, 'package.json'), 'utf8'))
  return Boolean(pkg.scripts?.start)
})

const children = []
let stopping = false
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  // Each app runs in its own process group: pnpm does not pass SIGTERM on to its script,
  // so the whole group is signalled (devnet's anvil processes included).
  for (const child of children) {
    if (child.exitCode !== null) continue
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      child.kill('SIGTERM')
    }
  }
  const timer = setTimeout(() => process.exit(code), 5000)
  timer.unref()
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  ).then(() => process.exit(code))
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

function start(name, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--silent', '--filter', name, 'start'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    })
    children.push(child)
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      buffer += chunk.toString()
      let nl = buffer.indexOf('\n')
      while (nl !== -1) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        const ready = /^(DEVNET|FRAME HOST|DEMO) READY (.*)$/.exec(line)
        if (ready) resolve(ready[2])
        nl = buffer.indexOf('\n')
      }
    })
    child.once('exit', (code) => {
      reject(new Error(`${name} exited with code ${code} before it was ready`))
      if (!stopping) stopAll(code ?? 1)
    })
  })
}

if (apps.length === 0) {
  console.error('nothing to start: no app has a start script yet')
  process.exit(1)
}
const env = {}
for (const name of apps) {
  const ready = await start(name, env).catch((error) => {
    console.error(error.message)
    stopAll(1)
  })
  if (name === 'devnet' && ready) {
    env.KEYWAY_DEVNET = ready
    // frame-host's smart accounts: devnet's ERC-4337 stack (bundler, paymaster, contracts).
    const { smartAccounts, farcasterIdRegistry, blockchainApi } = JSON.parse(ready)
    if (smartAccounts && Object.keys(smartAccounts).length > 0) {
      env.SMART_ACCOUNTS = JSON.stringify(smartAccounts)
    }
    // Farcaster sign-in checks each fid's custody address on devnet's ID registry.
    if (farcasterIdRegistry) env.FARCASTER_ID_REGISTRY = JSON.stringify(farcasterIdRegistry)
    // The approval card shows a fee's worth in USD at the blockchain API's price.
    if (blockchainApi) env.BLOCKCHAIN_API_URL = blockchainApi
  }
  if (name === 'frame-host' && ready) env.KEYWAY_FRAME_HOST = ready
}
if (!apps.includes('demo')) {
  console.log(
    `demo: started ${apps.join(', ')} (the demo app arrives with the Connect issue). Ctrl-C stops everything.`,
  )
}
