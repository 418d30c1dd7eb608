#!/usr/bin/env node
// Makes a fresh Debian machine with only Node 20 and npm ready for `npm run demo` and `npm test`:
// pnpm at the pinned version, the workspace dependencies, and (with --browser, for the full test
// run) Debian's Chromium and PostgreSQL server binaries.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PNPM_VERSION = '10.34.9'
const wantBrowser = process.argv.includes('--browser')
const log = (msg) => console.log(`[bootstrap] ${msg}`)

function pnpmVersion(bin) {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : null
}

function run(cmd, args, opts = {}) {
  execFileSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts })
}

function ensurePnpm() {
  if (pnpmVersion('pnpm') === PNPM_VERSION) return 'pnpm'
  const localBin = join(root, '.tools', 'node_modules', '.bin', 'pnpm')
  if (existsSync(localBin) && pnpmVersion(localBin) === PNPM_VERSION) return localBin
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot) {
    log(`installing pnpm@${PNPM_VERSION} globally`)
    run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit'])
    if (pnpmVersion('pnpm') === PNPM_VERSION) return 'pnpm'
  }
  log(`installing pnpm@${PNPM_VERSION} into .tools/`)
  mkdirSync(join(root, '.tools'), { recursive: true })
  run('npm', [
    'install',
    '--prefix',
    join(root, '.tools'),
    `pnpm@${PNPM_VERSION}`,
    '--no-fund',
    '--no-audit',
  ])
  return localBin
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error(
      'Chromium is missing: run `sudo apt-get install -y chromium` (browser tests use /usr/bin/chromium)',
    )
  }
  log('installing Debian chromium for the browser tests')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

// The stores' server tests start a throwaway cluster with these binaries (devnet's
// startPostgresServer); the installed service itself is not used or started.
function ensurePostgres() {
  if (existsSync('/usr/lib/postgresql')) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error('PostgreSQL is missing: run `sudo apt-get install -y postgresql`')
  }
  log('installing Debian postgresql for the database tests')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

const pnpm = ensurePnpm()
if (pnpm !== 'pnpm') process.env.PATH = `${dirname(pnpm)}:${process.env.PATH}`
const installArgs = ['install', '--prefer-offline']
if (process.env.CI) installArgs.push('--frozen-lockfile')
run(pnpm, installArgs)
if (wantBrowser) {
  ensureChromium()
  ensurePostgres()
}

// Anything after `--` is run with the pnpm we just ensured (so a locally installed pnpm works too).
const sep = process.argv.indexOf('--')
if (sep !== -1) {
  const r = spawnSync(pnpm, process.argv.slice(sep + 1), {
    stdio: 'inherit',
    cwd: root,
    env: process.env,
  })
  process.exit(r.status ?? 1)
}
