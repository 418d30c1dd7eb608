/** Display constants of docs/limits.md#display and the default modal appearance of docs/views.md#appearance. */

/** docs/limits.md#display: amounts are displayed with at most 3 decimals. */
export const DISPLAY_AMOUNT_DECIMALS = 3

/** docs/limits.md#display: characters kept at the start of a truncated address. */
export const TRUNCATE_ADDRESS_START_CHARS = 4
/** docs/limits.md#display: characters kept at the end of a truncated address. */
export const TRUNCATE_ADDRESS_END_CHARS = 6

/** docs/limits.md#display: transaction operation types shown with '+'. */
export const PLUS_OPERATION_TYPES = ['receive', 'deposit', 'borrow', 'claim'] as const
/** docs/limits.md#display: transaction operation types shown with '-'. */
export const MINUS_OPERATION_TYPES = ['withdraw', 'repay', 'burn'] as const

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** docs/views.md#navigation-rules, docs/validation.md#embedded-wallet-requests: theme modes. */
export const THEME_MODES = ['light', 'dark'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

export type ModalAppearance = {
  readonly width: string
  readonly zIndex: number
  readonly baseFontSize: string
  readonly baseRadius: string
}

/** docs/views.md#appearance. */
export const DEFAULT_MODAL_APPEARANCE: ModalAppearance = {
  width: '360px',
  zIndex: 999,
  baseFontSize: '10px',
  baseRadius: '4px',
}
