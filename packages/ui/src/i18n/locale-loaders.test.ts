import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE_LOADERS, matchLocale } from './locale-loaders.js'

describe('locale loaders', () => {
  it('picks the first supported language of the visitor, by its base tag', () => {
    expect(matchLocale(['fr-FR', 'de-AT', 'es'])).toBe('de')
    expect(matchLocale(['ES'])).toBe('es')
  })

  it('falls back to English when no language is supported', () => {
    expect(matchLocale(['fr', 'ja'])).toBe('en')
    expect(matchLocale([])).toBe('en')
  })

  it('the default loaders import the real Spanish and German tables', async () => {
    expect((await DEFAULT_LOCALE_LOADERS.es())['title.Connect']).toBe('Conectar billetera')
    expect((await DEFAULT_LOCALE_LOADERS.de())['title.Connect']).toBe('Wallet verbinden')
  })
})
