import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/i18n.js'
import type { LocaleLoaders } from '../../i18n/locale-loaders.js'
import { de } from '../../i18n/locales/de.js'
import { en } from '../../i18n/locales/en.js'
import { es } from '../../i18n/locales/es.js'
import { SHELL_ENGLISH, shellText } from './shell-connect-view.js'

const loaders: LocaleLoaders = { es: async () => es, de: async () => de }

describe("the texts of kw-modal's own Connect view", () => {
  it('are the same English as the whole table the real view shows', () => {
    for (const [key, text] of Object.entries(SHELL_ENGLISH)) {
      expect(en[key as keyof typeof en], key).toBe(text)
    }
  })

  it("are its own English before the whole table arrives, and a loaded locale's once chosen", async () => {
    const i18n = createI18n({ loaders })
    expect(shellText(i18n, 'title.Connect')).toBe('Connect Wallet')
    expect(shellText(i18n, 'connect.tag.installed')).toBe('Installed')
    await i18n.setLocale('de')
    expect(shellText(i18n, 'title.Connect')).toBe(de['title.Connect'])
    expect(shellText(i18n, 'modal.close')).toBe(de['modal.close'])
  })
})
