/**
 * What the names views share (docs/validation.md#names name rules): the rule check with its message, and
 * whether the names feature is offered (eip155 with the blockchain API).
 */
import type { KeywayClient } from '@keyway/core'
import { isNamesAvailable, keywayHost } from '@keyway/core/host'
import type { Translate } from '../../i18n/i18n.js'

const FORBIDDEN = /[^a-zA-Z0-9-]/
/** docs/validation.md#names: at least 4 characters. */
export const MIN_NAME_LENGTH = 4

/** The message for a name that breaks the docs/validation.md#names rule, or '' when it keeps it. */
export function nameRuleMessage(value: string, t: Translate): string {
  if (FORBIDDEN.test(value)) return t('names.invalidCharacters')
  if (value.length < MIN_NAME_LENGTH) return t('names.tooShort')
  return ''
}

/** The label a suggestion registers: its name without the zone ('alice.keyway.id' → 'alice'). */
export function labelOf(name: string): string {
  return name.split('.')[0] ?? name
}

/** Names are offered on eip155 with the blockchain API, to an account without a name yet. */
export function canChooseName(client: KeywayClient): boolean {
  const host = keywayHost(client)
  if (host.isUnsupportedNetwork() || !isNamesAvailable(client)) return false
  const current = host.getAccountState('eip155')
  return !!current.address && !current.profileName
}
