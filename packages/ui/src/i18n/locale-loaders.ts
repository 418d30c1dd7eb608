/**
 * Every locale except English is its own chunk, fetched with dynamic import() only when a
 * dapp or visitor chooses it (docs/architecture.md#ui: English bundled, others lazy).
 */
import type { Translations } from './locales/en.js'

export const LOCALES = ['en', 'es', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export type LazyLocale = Exclude<Locale, 'en'>

export type LocaleLoader = () => Promise<Translations>
export type LocaleLoaders = Readonly<Record<LazyLocale, LocaleLoader>>

export const DEFAULT_LOCALE_LOADERS: LocaleLoaders = {
  es: () => import('./locales/es.js').then((module) => module.es),
  de: () => import('./locales/de.js').then((module) => module.de),
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

/**
 * The first supported locale among the visitor's languages ("de-AT" → "de"), else English.
 * Pass `navigator.languages` in a browser.
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0] ?? ''
    if (isLocale(base)) return base
  }
  return 'en'
}
