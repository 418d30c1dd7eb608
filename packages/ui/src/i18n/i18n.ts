/**
 * `createI18n({ locale })` → `t(key, params)`: the typed translation table of the modal.
 * Keys and `{placeholders}` are checked at compile time against English; a key missing
 * from a loaded locale at run time falls back to English. The locale lives in a valtio
 * proxy, so views re-render through StoreController when it changes.
 *
 * English comes in parts, each provided (`provideEnglish`) by the modules that show it: the
 * buttons' few strings (locales/en-buttons.ts) are here, in the first load; the dialog's and
 * the Connect view's (locales/en-connect.ts) come with the modal's code
 * (views/english-connect.ts); the other views' (locales/en-views.ts) with those views
 * (views/english.ts). Until its part is provided a key shows as itself; nothing renders such
 * a key before its module has loaded.
 */
import { proxy } from 'valtio/vanilla'
import {
  DEFAULT_LOCALE_LOADERS,
  type LazyLocale,
  type Locale,
  type LocaleLoaders,
} from './locale-loaders.js'
import type { EnglishTable, TranslationKey, Translations } from './locales/en.js'
import { enButtons } from './locales/en-buttons.js'

/** The English in use by every table: the parts provided so far, the buttons' from the start. */
let english: Partial<Translations> = enButtons

/**
 * Adds a part of the English table (or the whole of it) to the fallback of every i18n
 * (views/english-connect.ts, views/english.ts). Providing a part again changes nothing.
 */
export function provideEnglish(part: Partial<Translations>): void {
  english = { ...english, ...part }
}

/** Whether every key of `part` is in the English provided so far. */
export function hasEnglish(part: Partial<Translations>): boolean {
  return Object.keys(part).every((key) => key in english)
}

/** Names of the `{placeholders}` in a template literal type. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

export type TranslationParams<K extends TranslationKey> = Readonly<
  Record<Placeholders<EnglishTable[K]>, string | number>
>

/** `t(key)` for plain strings; `t(key, { name })` when the English text has placeholders. */
export type TranslateArgs<K extends TranslationKey> = [Placeholders<EnglishTable[K]>] extends [
  never,
]
  ? []
  : [params: TranslationParams<K>]

export type Translate = <K extends TranslationKey>(key: K, ...args: TranslateArgs<K>) => string

export type I18nState = {
  /** The locale whose table is in use (English until a lazy locale has loaded). */
  locale: Locale
  /** The locale being loaded, if any. */
  pending: Locale | undefined
  /** The last load failure; the previous locale stays in use. */
  error: Error | undefined
}

export type CreateI18nParameters = {
  /** Requested locale; non-English ones load in the background (await `ready`). */
  locale?: Locale | undefined
  /** Where lazy locales come from (tests inject their own). */
  loaders?: LocaleLoaders | undefined
}

export type I18n = {
  readonly state: I18nState
  readonly t: Translate
  /** Loads (if needed) and switches to a locale; resolves when its texts are in use. */
  setLocale: (locale: Locale) => Promise<void>
  /** Resolves when the locale requested at creation is in use (or failed to load). */
  readonly ready: Promise<void>
}

export function createI18n(parameters: CreateI18nParameters = {}): I18n {
  const loaders = parameters.loaders ?? DEFAULT_LOCALE_LOADERS
  const state = proxy<I18nState>({ locale: 'en', pending: undefined, error: undefined })
  // English is read through `english` at each call, so a table provided later is used.
  const loaded = new Map<Locale, Partial<Translations>>([['en', {}]])
  let table: Partial<Translations> = {}
  // Only the latest request may switch the table, so a slow earlier load cannot win.
  let latestRequest = 0

  function interpolate(template: string, params: Readonly<Record<string, string | number>>) {
    return template.replace(/\{(\w+)\}/g, (match, name: string) => {
      const value = params[name]
      return value === undefined ? match : String(value)
    })
  }

  const t: Translate = (key, ...args) => {
    // A table from plain JS may lack a key; English always has it. An unknown key (plain
    // JS caller) shows as itself rather than breaking the view.
    const template: string | undefined = table[key] ?? english[key]
    if (template === undefined) return key
    const params = (args[0] ?? {}) as Readonly<Record<string, string | number>>
    return interpolate(template, params)
  }

  async function setLocale(locale: Locale): Promise<void> {
    const request = ++latestRequest
    const cached = loaded.get(locale)
    if (cached) {
      table = cached
      state.pending = undefined
      state.error = undefined
      state.locale = locale
      return
    }
    state.pending = locale
    try {
      const translations = await loaders[locale as LazyLocale]()
      loaded.set(locale, translations)
      if (request !== latestRequest) return
      table = translations
      state.error = undefined
      state.locale = locale
    } catch (cause) {
      if (request !== latestRequest) return
      state.error = cause instanceof Error ? cause : new Error(String(cause))
    } finally {
      if (request === latestRequest) state.pending = undefined
    }
  }

  const ready = setLocale(parameters.locale ?? 'en')
  return { state, t, setLocale, ready }
}
