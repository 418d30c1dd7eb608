/** Display constants of spec §9 "Display" and the default modal appearance of spec §2. */

/** spec §9: amounts are displayed with at most 3 decimals. */
export const DISPLAY_AMOUNT_DECIMALS = 3

/** spec §9: characters kept at the start of a truncated address. */
export const TRUNCATE_ADDRESS_START_CHARS = 4
/** spec §9: characters kept at the end of a truncated address. */
export const TRUNCATE_ADDRESS_END_CHARS = 6

/** spec §9: transaction operation types shown with '+'. */
export const PLUS_OPERATION_TYPES = ['receive', 'deposit', 'borrow', 'claim'] as const
/** spec §9: transaction operation types shown with '-'. */
export const MINUS_OPERATION_TYPES = ['withdraw', 'repay', 'burn'] as const

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** spec §2, §5: theme modes. */
export const THEME_MODES = ['light', 'dark'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

export type ModalAppearance = {
  readonly width: string
  readonly zIndex: number
  readonly baseFontSize: string
  readonly baseRadius: string
}

/** spec §2 Default modal appearance. */
export const DEFAULT_MODAL_APPEARANCE: ModalAppearance = {
  width: '360px',
  zIndex: 999,
  baseFontSize: '10px',
  baseRadius: '4px',
}
