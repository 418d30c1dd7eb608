import { describe, expect, it } from 'vitest'
import * as ui from './index.js'

describe('@keyway/ui exports', () => {
  it('names exactly the public API (changes show in review)', () => {
    expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
      [
        "LOCALES",
        "MODAL_CONNECTED_EVENT",
        "PREFETCHED_VIEWS",
        "StoreController",
        "VIEW_ENTRIES",
        "applyThemeTokens",
        "createI18n",
        "darkTheme",
        "keywayClientContext",
        "keywayI18nContext",
        "lightTheme",
        "matchLocale",
        "mountKeyway",
        "prefetchViews",
        "resolveThemeTokens",
        "themeForMode",
        "themeToCss",
      ]
    `)
  })
})
