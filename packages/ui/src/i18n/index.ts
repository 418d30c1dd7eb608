import {
  type CreateI18nParameters,
  createI18n as createModalI18n,
  type I18n,
  provideEnglish,
} from './i18n.js'
import { en } from './locales/en.js'

export {
  type CreateI18nParameters,
  hasEnglish,
  type I18n,
  type I18nState,
  provideEnglish,
  type Translate,
  type TranslateArgs,
  type TranslationParams,
} from './i18n.js'
export {
  DEFAULT_LOCALE_LOADERS,
  isLocale,
  type LazyLocale,
  LOCALES,
  type Locale,
  type LocaleLoader,
  type LocaleLoaders,
  matchLocale,
} from './locale-loaders.js'
export { type EnglishTable, en, type TranslationKey, type Translations } from './locales/en.js'

/**
 * The public `createI18n`: the modal's translation table with the whole English table in
 * it (the modal itself loads English with its views; a dapp calling this gets it at once).
 */
export function createI18n(parameters?: CreateI18nParameters): I18n {
  provideEnglish(en)
  return createModalI18n(parameters)
}
