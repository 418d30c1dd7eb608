export {
  type CreateI18nParameters,
  createI18n,
  type I18n,
  type I18nState,
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
