// What a page loads with createKeyway: the modules its static imports reach, read from the
// sources. The remote-service clients and the features a first visit does not use must only
// be reached through a dynamic import(), so a bundler keeps them out of the first chunk.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

type Imports = { static: string[]; dynamic: string[] }

/** The specifiers a module imports: at load (type-only excluded) and through import(). */
function importsOf(file: string): Imports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022)
  const found: Imports = { static: [], dynamic: [] }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue
      found.static.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue
      found.static.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.dynamic.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const toSource = (from: string, specifier: string) =>
  resolve(dirname(from), specifier.replace(/\.js$/, '.ts'))
const relative = (file: string) => file.slice(srcDir.length + 1)

/** The package's own files reached from `entry` through static imports only. */
function staticGraph(entry: string): Set<string> {
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of importsOf(file).static) {
      if (specifier.startsWith('.')) visit(toSource(file, specifier))
    }
  }
  visit(resolve(srcDir, entry))
  return new Set([...files].map(relative))
}

/** The own files the static graph of `entry` loads with import(). */
function dynamicImportsFrom(entry: string): Set<string> {
  const targets = new Set<string>()
  for (const file of staticGraph(entry)) {
    const path = resolve(srcDir, file)
    for (const specifier of importsOf(path).dynamic) {
      if (specifier.startsWith('.')) targets.add(relative(toSource(path, specifier)))
    }
  }
  return targets
}

/**
 * The own files `entry` loads with import(): from its static graph, then from the static
 * graph of each file so loaded (a lazy chunk that loads lazy chunks of its own).
 */
function lazyImportsFrom(entry: string): Set<string> {
  const targets = new Set<string>()
  const pending = [...dynamicImportsFrom(entry)]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (targets.has(file)) continue
    targets.add(file)
    pending.push(...dynamicImportsFrom(file))
  }
  return targets
}

/**
 * Loaded on first use: the service clients, the features that need them, the balances, the
 * activity and the send, sign-in.
 */
const LOADED_ON_USE = [
  // The feature registry: the balances, send, activity, names, swap, onramp, batched calls
  // and permissions, loaded with the first call that needs one or an account to show.
  'client/create-feature-controllers.ts',
  'api/analytics.ts',
  'api/blockchain-api.ts',
  'api/config-api.ts',
  // What initialize asks the configuration service, and the rules that apply the answers.
  'api/config-load-api.ts',
  'controllers/balance-wiring.ts',
  // Connect, WalletConnect, switch account, account type and disconnect: with the first.
  'controllers/connection/commands.ts',
  'features/activity/controller.ts',
  // Batched calls (sendCalls and its status): the rules load with the first batch.
  'features/calls/calls.ts',
  // Smart-session permissions: the rules, their schemas and zod load with the first use.
  'features/permissions/permissions.ts',
  'features/sign-in/wiring.ts',
  'features/names/controller.ts',
  'features/send/controller.ts',
  'features/send/senders.ts',
  'features/onramp/wiring.ts',
  'features/swap/wiring.ts',
  // The approval and swap as one batch: loaded with the first swap that needs an approval.
  'features/swap/batch.ts',
  'wallet-list/well-known-wallets.ts',
  // The catalogue's pages after the first and its search (AllWallets): with the first of them.
  'wallet-list/catalogue-pages.ts',
]

/** Never loaded by createKeyway itself: the modules the ones above bring. */
const NEVER_AT_LOAD = [
  ...LOADED_ON_USE,
  'controllers/balance.ts',
  'controllers/balance-native.ts',
  'controllers/balance-polling.ts',
  // The features' entries: only their states are in the first load (client/feature-shell.ts).
  'features/activity/entry.ts',
  'features/calls/entry.ts',
  'features/names/entry.ts',
  'features/onramp/entry.ts',
  'features/permissions/entry.ts',
  'features/send/entry.ts',
  'features/swap/entry.ts',
  'controllers/connection/account-type.ts',
  'controllers/connection/connect.ts',
  'controllers/connection/connect-walletconnect.ts',
  'controllers/connection/disconnect.ts',
  'controllers/connection/switch-account.ts',
  // Recording and clearing a connection (a restore, an adapter's event): with the commands,
  // asked for at page load only when storage holds a connection to restore.
  'controllers/connection/apply-connection.ts',
  'controllers/connection/active-address.ts',
  'controllers/connection/clear.ts',
  // The wallet's side of a network switch (and the embedded wallet's namespace switch).
  'controllers/connection/switch-network.ts',
  // The reconnect order and the namespaces a connection spans: read by the commands only.
  'controllers/connection/connector-rules.ts',
  // The network a wallet reports, recorded (connect, chainChanged), and cleared on disconnect.
  'controllers/connection/network-rules.ts',
  'client/auth-namespace-switch.ts',
  'controllers/wallet-asset-discovery.ts',
  'features/onramp/controller.ts',
  'features/sign-in/controller.ts',
  'features/swap/controller.ts',
  'features/permissions/schemas.ts',
  // Error classes and constants split from the modules the first load needs: a bundler keeps
  // a module whole, so each would bring its neighbours' unused parts with it.
  'errors/connection.ts',
  'errors/chain-support.ts',
  'errors/calls.ts',
  'errors/embedded-wallet-frame.ts',
  'errors/http.ts',
  'constants/rpc-codes.ts',
  'constants/wallet-methods.ts',
  'constants/onramp.ts',
  'constants/service-timing.ts',
  'controllers/connection/walletconnect-finish.ts',
  // WalletConnect's deep links: a rule of @keyway/core/host that only the QR view imports.
  'wallet-list/wallet-connect-links.ts',
  // The router's steps of a request or a send, with the send (the feature registry).
  'controllers/router-requests.ts',
  // The safe and unsafe RPC methods: with the first request (adapter/requests-front.ts) or send.
  'constants/rpc.ts',
  // One request per key in flight: the catalogue's pages and the balances use it.
  'utils/shared-calls.ts',
  // The email login's rules (throttle, what a login stores): with the embedded wallet.
  'controllers/email-login.ts',
  // The config service's rules (remote features, allowed origins): with its answers.
  'controllers/options-remote.ts',
  // Error events and their cap: with the features that report failures (the registry).
  'controllers/error-events.ts',
]

describe('what createKeyway loads at page load', () => {
  it('names modules that exist (a rename must update this test)', () => {
    for (const file of NEVER_AT_LOAD) expect(existsSync(resolve(srcDir, file)), file).toBe(true)
  })

  it('reaches none of the service clients, the feature registry, the balances, the activity, send, names, swap and onramp features, sign-in, the connection commands or the error classes and constants split from the first load', () => {
    const reached = staticGraph('client/create-keyway.ts')
    expect(NEVER_AT_LOAD.filter((file) => reached.has(file))).toEqual([])
  })

  it('loads each of them through a dynamic import() of its loader', () => {
    const loaded = lazyImportsFrom('client/create-keyway.ts')
    expect(LOADED_ON_USE.filter((file) => !loaded.has(file))).toEqual([])
  })
})

/** Every module of the package that is not a test (what a bundler may put in any chunk). */
function packageModules(): string[] {
  return (readdirSync(srcDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !/\.test(-helpers)?\.ts$|\.d\.ts$/.test(file))
    .map((file) => resolve(srcDir, file))
}

describe('the feature registry', () => {
  it('is imported by no module of the package at load, only through import()', () => {
    const registry = resolve(srcDir, 'client/create-feature-controllers.ts')
    const importers = packageModules().filter((file) =>
      importsOf(file).static.some(
        (specifier) => specifier.startsWith('.') && toSource(file, specifier) === registry,
      ),
    )
    expect(importers.map(relative)).toEqual([])
    expect(
      packageModules().some((file) =>
        importsOf(file).dynamic.some((specifier) => toSource(file, specifier) === registry),
      ),
    ).toBe(true)
  })
})

/** The error classes and mappings a failure needs: loaded with the first failure to map. */
const ERROR_MAPPING = [
  'adapter/adapter-errors.ts',
  'errors/rpc.ts',
  'errors/json-rpc.ts',
  'errors/node.ts',
  'errors/wallet-calls-rpc.ts',
]

/** The open requests' rules (which method is safe, the abort on disconnect): with the first request. */
const REQUEST_RULES = ['adapter/open-requests.ts', 'validate/rpc-methods.ts']

describe('what the adapter kit and the connection load at page load', () => {
  const entries = ['adapter/define-chain-adapter.ts', 'client/create-keyway.ts']

  it('names modules that exist (a rename must update this test)', () => {
    for (const file of [...ERROR_MAPPING, ...REQUEST_RULES]) {
      expect(existsSync(resolve(srcDir, file)), file).toBe(true)
    }
  })

  it("reaches none of the open requests' rules, and loads them through a dynamic import()", () => {
    const reached = new Set(entries.flatMap((entry) => [...staticGraph(entry)]))
    expect(REQUEST_RULES.filter((file) => reached.has(file))).toEqual([])
    expect(
      dynamicImportsFrom('adapter/define-chain-adapter.ts').has('adapter/open-requests.ts'),
    ).toBe(true)
  })

  it('reaches none of the RPC and node error mappings', () => {
    const reached = new Set(entries.flatMap((entry) => [...staticGraph(entry)]))
    expect(ERROR_MAPPING.filter((file) => reached.has(file))).toEqual([])
  })

  it('loads the mappings through a dynamic import() on the first failure', () => {
    const loaded = new Set(entries.flatMap((entry) => [...dynamicImportsFrom(entry)]))
    expect(loaded.has('adapter/adapter-errors.ts')).toBe(true)
    // A failed connect maps its error: the connect rules, themselves loaded with the first
    // connection, import the RPC error classes with the first failure.
    expect(loaded.has('controllers/connection/commands.ts')).toBe(true)
    expect(dynamicImportsFrom('controllers/connection/commands.ts').has('errors/rpc.ts')).toBe(true)
  })
})

describe('what initialize loads when the dapp names the configuration service', () => {
  // initialize asks the configuration service (remote features, allowed origins) and the
  // analytics switch at page load, and applies the answers with the options' remote rules:
  // one chunk (config-load-api.ts) for the requests and the rules. The catalogue's client
  // (pages, images and their cache) and the blockchain API's share the HTTP layer with it
  // but load on use, so their modules must not come with it; nor the durations of what
  // loads on use (service-timing.ts), a file of its own that the retry does not need.
  const atInitialize = 'api/config-load-api.ts'
  const notAtInitialize = [
    'api/blockchain-api.ts',
    'api/endpoints.ts',
    'api/config-api.ts',
    'api/config-api-paths.ts',
    'api/cache.ts',
    'constants/service-timing.ts',
  ]

  it('names modules that exist (a rename must update this test)', () => {
    for (const file of [atInitialize, ...notAtInitialize]) {
      expect(existsSync(resolve(srcDir, file)), file).toBe(true)
    }
  })

  it('loads the requests and the rules in one import(), from the options and the service clients', () => {
    expect(dynamicImportsFrom('controllers/options.ts').has(atInitialize)).toBe(true)
    expect(dynamicImportsFrom('client/create-api-clients.ts').has(atInitialize)).toBe(true)
    const reached = staticGraph(atInitialize)
    expect(reached.has('controllers/options-remote.ts')).toBe(true)
    expect(reached.has('api/retry.ts')).toBe(true)
  })

  it('reaches neither the catalogue nor the blockchain API: their clients, paths and cache', () => {
    const reached = staticGraph(atInitialize)
    expect(notAtInitialize.filter((f) => reached.has(f))).toEqual([])
  })
})
