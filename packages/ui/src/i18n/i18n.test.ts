import { describe, expect, expectTypeOf, it } from 'vitest'
import { createI18n, hasEnglish, provideEnglish, type Translate } from './i18n.js'
import type { LocaleLoaders } from './locale-loaders.js'
import { de } from './locales/de.js'
import { en, type Translations } from './locales/en.js'
import { enButtons } from './locales/en-buttons.js'
import { enConnect } from './locales/en-connect.js'
import { enViews } from './locales/en-views.js'
import { es } from './locales/es.js'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const countingLoaders = () => {
  const calls: string[] = []
  const loaders: LocaleLoaders = {
    es: async () => {
      calls.push('es')
      return es
    },
    de: async () => {
      calls.push('de')
      return de
    },
  }
  return { calls, loaders }
}

describe('English in parts: the buttons first, then each part with the code that shows it', () => {
  // Runs first in this file: the other tests provide the whole table.
  it("has only the buttons' strings until a part is provided, then that part's too", () => {
    const i18n = createI18n()
    expect(hasEnglish(enConnect)).toBe(false)
    expect(i18n.t('button.connect')).toBe('Connect Wallet')
    expect(i18n.t('button.network', { name: 'Base' })).toBe('Network: Base')
    expect(i18n.t('title.Connect')).toBe('title.Connect')
    provideEnglish(enConnect)
    expect(hasEnglish(enConnect)).toBe(true)
    expect(hasEnglish(enViews)).toBe(false)
    // The same i18n reads the parts provided after it was made.
    expect(i18n.t('title.Connect')).toBe('Connect Wallet')
    expect(i18n.t('connect.tag.installed')).toBe('Installed')
    expect(i18n.t('button.connect')).toBe('Connect Wallet')
    expect(i18n.t('account.disconnect')).toBe('account.disconnect')
    provideEnglish(enViews)
    expect(hasEnglish(en)).toBe(true)
    expect(i18n.t('account.disconnect')).toBe('Disconnect')
    expect(i18n.t('title.Connect')).toBe('Connect Wallet')
  })

  it("the buttons' strings are the same texts as the whole table's", () => {
    for (const [key, text] of Object.entries(enButtons)) {
      expect(en[key as keyof typeof en], key).toBe(text)
    }
  })

  it('the parts share no key and together are the whole table', () => {
    const connectKeys = Object.keys(enConnect)
    expect(connectKeys.filter((key) => key in enViews)).toEqual([])
    expect([...connectKeys, ...Object.keys(enViews)].sort()).toEqual(Object.keys(en).sort())
  })

  it("every view's title is in the part the dialog provides (its header shows them)", () => {
    const titles = Object.keys(en).filter((key) => key.startsWith('title.'))
    expect(titles.filter((key) => !(key in enConnect))).toEqual([])
  })
})

describe('createI18n', () => {
  it('English is available at once, without loading anything', () => {
    provideEnglish(en)
    const { calls, loaders } = countingLoaders()
    const i18n = createI18n({ loaders })
    expect(i18n.t('title.Connect')).toBe('Connect Wallet')
    expect(i18n.state.locale).toBe('en')
    expect(calls).toEqual([])
  })

  it('fills {placeholders} from params', () => {
    const i18n = createI18n()
    expect(i18n.t('connecting.continueIn', { name: 'MetaMask' })).toBe('Continue in MetaMask')
    expect(i18n.t('error.emailThrottled', { seconds: 12 })).toBe(
      'Please try again after 12 seconds',
    )
  })

  it('types keys and params: an unknown key or a missing param does not compile', () => {
    const i18n = createI18n()
    expectTypeOf(i18n.t).toEqualTypeOf<Translate>()
    // Checked by `tsc` (the package typecheck); never run.
    const typeChecks = () => [
      // @ts-expect-error unknown key
      i18n.t('no.such.key'),
      // @ts-expect-error the text has a {name} placeholder
      i18n.t('connecting.continueIn'),
      // @ts-expect-error wrong placeholder name
      i18n.t('connecting.continueIn', { wallet: 'x' }),
      // @ts-expect-error a plain text takes no params
      i18n.t('title.Connect', { name: 'x' }),
    ]
    expect(typeof typeChecks).toBe('function')
  })

  it('an unknown key from an untyped caller shows as the key instead of throwing', () => {
    const i18n = createI18n()
    const untyped = i18n.t as (key: string) => string
    expect(untyped('no.such.key')).toBe('no.such.key')
  })

  it('loads another locale lazily, only when asked, and then translates', async () => {
    const { calls, loaders } = countingLoaders()
    const i18n = createI18n({ locale: 'de', loaders })
    expect(i18n.state.pending).toBe('de')
    expect(i18n.t('title.Connect')).toBe('Connect Wallet')
    await i18n.ready
    expect(calls).toEqual(['de'])
    expect(i18n.state.locale).toBe('de')
    expect(i18n.t('title.Connect')).toBe('Wallet verbinden')
    expect(i18n.t('connecting.continueIn', { name: 'Rainbow' })).toBe('Weiter in Rainbow')
  })

  it('loads a locale once, then switches back and forth from memory', async () => {
    const { calls, loaders } = countingLoaders()
    const i18n = createI18n({ loaders })
    await i18n.setLocale('es')
    await i18n.setLocale('en')
    await i18n.setLocale('es')
    expect(calls).toEqual(['es'])
    expect(i18n.t('account.disconnect')).toBe('Desconectar')
  })

  it('falls back to English for a key a loaded table lacks', async () => {
    const { 'wc.copyLink': _dropped, ...partial } = es
    const i18n = createI18n({
      loaders: { es: async () => partial as Translations, de: async () => de },
    })
    await i18n.setLocale('es')
    expect(i18n.t('wc.copyLink')).toBe('Copy link')
    expect(i18n.t('title.Account')).toBe('Cuenta')
  })

  it('keeps the current locale and records the error when a locale fails to load', async () => {
    const i18n = createI18n({
      loaders: { es: async () => Promise.reject(new Error('offline')), de: async () => de },
    })
    await i18n.setLocale('es')
    expect(i18n.state.locale).toBe('en')
    expect(i18n.state.error?.message).toBe('offline')
    expect(i18n.state.pending).toBeUndefined()
  })

  it('the latest request wins when an earlier, slower load finishes after it', async () => {
    const slowEs = deferred<Translations>()
    const i18n = createI18n({ loaders: { es: () => slowEs.promise, de: async () => de } })
    const first = i18n.setLocale('es')
    await i18n.setLocale('de')
    slowEs.resolve(es)
    await first
    expect(i18n.state.locale).toBe('de')
    expect(i18n.t('title.Connect')).toBe('Wallet verbinden')
  })
})

describe('locales', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

  it.each([
    ['es', es],
    ['de', de],
  ] as const)('%s has exactly the keys of English and the same placeholders', (_name, table) => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(table[key]), key).toEqual(placeholders(en[key]))
      expect(table[key].trim(), key).not.toBe('')
    }
  })

  it('es and de are real translations, not copies of English', () => {
    const same = (table: Translations) =>
      (Object.keys(en) as (keyof typeof en)[]).filter((key) => table[key] === en[key]).length
    // Brand names (WalletConnect, Keyway, Wallets, Browser...) may stay; most texts differ.
    expect(same(es)).toBeLessThan(6)
    expect(same(de)).toBeLessThan(10)
  })

  it('English carries the exact docs/errors.md#texts-that-are-not-errors texts the UI shows', () => {
    expect(en['error.tokenBalanceUnavailable']).toBe('Token Balance Unavailable')
    expect(en['error.chainNotSupported']).toBe('Chain is not supported')
    expect(en['network.unknown']).toBe('Unknown Network')
    expect(en['error.signatureDeclined']).toBe('Signature declined')
    expect(en['error.actionNotAllowed']).toBe('Action not allowed')
    expect(en['notification.authenticating']).toBe('Authenticating...')
    expect(en['error.authInitialization']).toBe(
      'A problem occurred while trying initialize authentication',
    )
  })
})
