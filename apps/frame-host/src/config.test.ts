import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_PORT, readConfig } from './config.js'

describe('readConfig', () => {
  it('runs beside devnet with nothing set: PGlite in a data folder, devnet SMTP and config', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: DEFAULT_PORT,
      mail: { smtpUrl: 'smtp://127.0.0.1:8525' },
      configApiUrl: 'http://127.0.0.1:8511',
      trustProxy: false,
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
      TRUST_PROXY: 'true',
      MAIL_FROM: 'Wallet <w@example.com>',
    })
    expect(config).toMatchObject({
      port: 0,
      database: { databaseUrl: 'postgres://fh@db.internal:5432/framehost' },
      mail: { smtpUrl: 'smtps://user:pw@mail.example:465', from: 'Wallet <w@example.com>' },
      configApiUrl: 'https://config.example',
      keys: { kekFile: '/run/secrets/kek' },
      publicUrl: 'https://wallet.example',
      trustProxy: true,
    })
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
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(new ConfigError(message))
  })
})
