import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_PORT, readConfig } from './config.js'

const FACTORY = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** One chain's SMART_ACCOUNTS entry with every contract at `address`. */
const stack = (address: string) => ({
  bundlerUrl: 'http://127.0.0.1:8513/v1/bundler?chainId=eip155:31337&projectId=p',
  paymasterUrl: 'http://127.0.0.1:8513/v1/bundler?chainId=eip155:31337&projectId=p',
  environment: {
    EntryPoint: address,
    SimpleFactory: address,
    DelegationManager: address,
    implementations: { HybridDeleGatorImpl: address },
  },
})

describe('readConfig', () => {
  it('runs beside devnet with nothing set: PGlite in a data folder, devnet SMTP and config', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: DEFAULT_PORT,
      mail: { smtpUrl: 'smtp://127.0.0.1:8525' },
      configApiUrl: 'http://127.0.0.1:8511',
      trustProxy: 0,
    })
    expect(config.database).toEqual({
      pgliteDir: expect.stringMatching(/frame-host\/\.data\/pglite$/),
    })
    expect(config.keys).toEqual({ kekFile: expect.stringMatching(/frame-host\/\.data\/kek$/) })
  })

  it('DATABASE_URL selects a PostgreSQL server; the rest is read as given', () => {
    const config = readConfig({
      PORT: '0',
      DATABASE_URL: 'postgres://fh@db.internal:5432/framehost',
      PGLITE_DIR: '/ignored',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      CONFIG_API_URL: 'https://config.example',
      KEK_FILE: '/run/secrets/kek',
      PUBLIC_URL: 'https://wallet.example',
      TRUST_PROXY: '1',
      MAIL_FROM: 'Wallet <w@example.com>',
    })
    expect(config).toMatchObject({
      port: 0,
      database: { databaseUrl: 'postgres://fh@db.internal:5432/framehost' },
      mail: { smtpUrl: 'smtps://user:pw@mail.example:465', from: 'Wallet <w@example.com>' },
      configApiUrl: 'https://config.example',
      keys: { kekFile: '/run/secrets/kek' },
      publicUrl: 'https://wallet.example',
      trustProxy: 1,
    })
  })

  it('TRUST_PROXY is a count of proxies; false still reads as none', () => {
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0)
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0)
  })

  it('FARCASTER_ID_REGISTRY: a chain of CHAIN_RPC_URLS and an address, read with that chain RPC URL; none by default', () => {
    expect(readConfig({}).social?.farcasterIdRegistry).toBeUndefined()
    const config = readConfig({
      FARCASTER_ID_REGISTRY: `{"chainId":31337,"address":"${FACTORY.toLowerCase()}"}`,
    })
    expect(config.social?.farcasterIdRegistry).toEqual({
      address: FACTORY,
      rpcUrl: 'http://127.0.0.1:8545',
    })
    const byString = readConfig({
      FARCASTER_ID_REGISTRY: `{"chainId":"31338","address":"${FACTORY}"}`,
    })
    expect(byString.social?.farcasterIdRegistry?.rpcUrl).toBe('http://127.0.0.1:8546')
  })

  it('SMART_ACCOUNTS: chain id → bundler, paymaster and contracts, read as CAIP-2 ids with checksummed addresses; none by default', () => {
    expect(readConfig({}).smartAccounts).toEqual({})
    const config = readConfig({
      SMART_ACCOUNTS: JSON.stringify({ '31337': stack(FACTORY.toLowerCase()) }),
    })
    expect(config.smartAccounts).toEqual({
      'eip155:31337': {
        ...stack(FACTORY),
        environment: {
          ...stack(FACTORY).environment,
          implementations: { HybridDeleGatorImpl: FACTORY },
        },
      },
    })
    const withoutPaymaster = readConfig({
      SMART_ACCOUNTS: JSON.stringify({ '31337': { ...stack(FACTORY), paymasterUrl: undefined } }),
    })
    expect(withoutPaymaster.smartAccounts?.['eip155:31337']?.paymasterUrl).toBeUndefined()
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT: PORT must be a number'],
    [{ PORT: '70000' }, 'PORT: PORT must be 0-65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: SMTP_URL must start with smtp:// or smtps://'],
    [{ CONFIG_API_URL: 'not a url' }, 'CONFIG_API_URL: CONFIG_API_URL must be a URL'],
    [{ SMART_ACCOUNTS: '{31337:' }, 'SMART_ACCOUNTS: SMART_ACCOUNTS must be a JSON object'],
    [
      { SMART_ACCOUNTS: JSON.stringify({ '31337': stack('0x12') }) },
      'SMART_ACCOUNTS.31337.environment.EntryPoint: must be a 0x address',
    ],
    [
      { SMART_ACCOUNTS: JSON.stringify({ 'eip155:31337': stack(FACTORY) }) },
      'SMART_ACCOUNTS.eip155:31337: keys are eip155 chain ids (decimal numbers such as "31337")',
    ],
    [
      { SMART_ACCOUNTS: JSON.stringify({ '1': stack(FACTORY) }) },
      'SMART_ACCOUNTS: 1 is not a chain of CHAIN_RPC_URLS (eip155:1)',
    ],
    [
      { SMART_ACCOUNTS: JSON.stringify({ '31337': { ...stack(FACTORY), bundlerUrl: 'ftp://x' } }) },
      'SMART_ACCOUNTS.31337.bundlerUrl: must be an http(s) URL',
    ],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY: TRUST_PROXY is now the number of proxies in front (TRUST_PROXY=1 for one), not true',
    ],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: TRUST_PROXY must be a number of proxies (0, 1, 2, …)'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY: TRUST_PROXY must be a number of proxies (0, 1, 2, …)'],
    [
      { FARCASTER_ID_REGISTRY: '0x12' },
      'FARCASTER_ID_REGISTRY: FARCASTER_ID_REGISTRY must be a JSON object',
    ],
    [
      { FARCASTER_ID_REGISTRY: '{"chainId":31337,"address":"0x12"}' },
      'FARCASTER_ID_REGISTRY.address: address must be a 0x address',
    ],
    [
      { FARCASTER_ID_REGISTRY: `{"chainId":"optimism","address":"${FACTORY}"}` },
      'FARCASTER_ID_REGISTRY.chainId: chainId must be an eip155 chain id (a number such as 10 or 31337)',
    ],
    [
      { FARCASTER_ID_REGISTRY: `{"chainId":10,"address":"${FACTORY}"}` },
      'FARCASTER_ID_REGISTRY: 10 is not a chain of CHAIN_RPC_URLS (eip155:10)',
    ],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(new ConfigError(message))
  })
})

describe('readConfig: the RPC limits', () => {
  it('RPC_RATE_LIMIT, RPC_SIGNING_LIMIT (<count>/<seconds>), RPC_GAS_CAP, RPC_FEE_CAP, BLOCKCHAIN_API_URL; none by default', () => {
    expect(readConfig({}).rpcLimits).toEqual({})
    expect(readConfig({}).blockchainApiUrl).toBeUndefined()
    expect(readConfig({ BLOCKCHAIN_API_URL: 'http://127.0.0.1:8510' }).blockchainApiUrl).toBe(
      'http://127.0.0.1:8510',
    )
    const config = readConfig({
      RPC_RATE_LIMIT: '120/60',
      RPC_SIGNING_LIMIT: '10/600',
      RPC_GAS_CAP: '3',
      RPC_FEE_CAP: '5',
    })
    expect(config.rpcLimits).toEqual({
      requests: { limit: 120, windowMs: 60_000 },
      signatures: { limit: 10, windowMs: 600_000 },
      gasCapMultiplier: 3,
      feeCapMultiplier: 5,
    })
  })

  it.each([
    [
      { RPC_RATE_LIMIT: '120' },
      'RPC_RATE_LIMIT: RPC_RATE_LIMIT must be <count>/<seconds>, e.g. 300/60',
    ],
    [
      { RPC_SIGNING_LIMIT: '0/60' },
      'RPC_SIGNING_LIMIT: RPC_SIGNING_LIMIT must be <count>/<seconds>, e.g. 300/60',
    ],
    [{ RPC_GAS_CAP: '0' }, 'RPC_GAS_CAP: RPC_GAS_CAP must be a whole number from 1 to 100'],
    [{ RPC_FEE_CAP: '1.5' }, 'RPC_FEE_CAP: RPC_FEE_CAP must be a whole number from 1 to 100'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(new ConfigError(message))
  })
})

describe('readConfig: operations', () => {
  it('PGlite migrates itself; a PostgreSQL server waits for frame-host migrate unless MIGRATE_ON_START', () => {
    expect(readConfig({}).migrateOnStart).toBe(true)
    const server = { DATABASE_URL: 'postgres://fh@db:5432/fh' }
    expect(readConfig(server).migrateOnStart).toBe(false)
    expect(readConfig({ ...server, MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true)
    expect(readConfig(server).database).toEqual({
      databaseUrl: 'postgres://fh@db:5432/fh',
      poolSize: 10,
    })
  })

  it('metrics on a port of their own, log level, shutdown limit, pool size and chain timeout', () => {
    const defaults = readConfig({})
    expect(defaults.metrics).toBeUndefined()
    expect(defaults).toMatchObject({
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      chainTimeoutMs: 10_000,
    })
    const config = readConfig({
      DATABASE_URL: 'postgres://fh@db:5432/fh',
      DATABASE_POOL_SIZE: '25',
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '25000',
      CHAIN_TIMEOUT_MS: '4000',
    })
    expect(config).toMatchObject({
      database: { poolSize: 25 },
      metrics: { port: 9464, host: '0.0.0.0' },
      logLevel: 'warn',
      shutdownTimeoutMs: 25_000,
      chainTimeoutMs: 4_000,
    })
  })

  it.each([
    [{ MIGRATE_ON_START: 'yes' }, 'MIGRATE_ON_START: MIGRATE_ON_START must be true or false'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT: METRICS_PORT must be 0-65535'],
    [{ METRICS_PORT: '8520' }, 'METRICS_PORT: METRICS_PORT must be a port other than PORT'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, 'SHUTDOWN_TIMEOUT_MS: SHUTDOWN_TIMEOUT_MS must be a number'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be 1-1000'],
    [{ CHAIN_TIMEOUT_MS: '10' }, 'CHAIN_TIMEOUT_MS: CHAIN_TIMEOUT_MS must be 100-120000'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(new ConfigError(message))
  })
})
