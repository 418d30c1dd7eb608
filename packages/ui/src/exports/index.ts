// @keyway/ui public entry. Importing it registers only kw-modal (through mountKeyway); the
// views are separate chunks loaded by the modal, and the public buttons are registered by
// their own subpath entries (@keyway/ui/connect-button ...), so an app pays for what it uses.
export type { KwAccountButton } from '../elements/account-button/account-button.component.js'
export type { KwConnectButton } from '../elements/connect-button/connect-button.component.js'
export type { KwNetworkButton } from '../elements/network-button/network-button.component.js'
export {
  createI18n,
  type I18n,
  LOCALES,
  type Locale,
  matchLocale,
  type Translate,
  type TranslationKey,
} from '../i18n/index.js'
export { MODAL_CONNECTED_EVENT } from '../modal/modal-events.js'
export type { KwModal } from '../modal/shell/modal-shell.js'
export type { ViewEntry } from '../modal/view-entry.js'
export { PREFETCHED_VIEWS, prefetchViews, VIEW_ENTRIES } from '../modal/view-loaders.js'
export { type MountKeywayOptions, type MountKeywayReturnType, mountKeyway } from '../mount.js'
export { keywayClientContext, keywayI18nContext, StoreController } from '../state/index.js'
export {
  applyThemeTokens,
  darkTheme,
  lightTheme,
  resolveThemeTokens,
  type Theme,
  type ThemeOverrides,
  themeForMode,
  themeToCss,
} from '../theme/index.js'
