/**
 * The English strings of the public buttons (connect, account and network), the only texts
 * shown before the modal opens. They are in the first load; the whole table (en.ts) comes
 * with the modal's code. Each is the same text as in en.ts (a test checks it).
 */
import type { Translations } from './en.js'

export const enButtons = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.network': 'Network: {name}',
  'title.Account': 'Account',
  'account.balanceOutOfDate': '(out of date)',
  'account.balanceOutOfDateHint':
    'The balance could not be refreshed. This is the last amount known.',
} as const satisfies Partial<Translations>
