/**
 * A permission in words, as the Sessions view lists it: "5 USDC per day", "1.5 left today",
 * "until 15:30" (with the date when it is not today), "session 0x5e…105e55".
 */
import type { ActivePermission } from '@keyway/core'
import { formatDisplayAmount, formatUnits, truncateAddress } from '@keyway/core'
import type { Translate } from '../../i18n/i18n.js'

const HOUR = 3_600
const DAY = 86_400
const WEEK = 604_800

type TokenData = ActivePermission['permissions'][0]['data']

/**
 * "5 USDC": base units in the token's decimals, for display. A token that does not answer
 * decimals() is shown in base units, one that does not answer symbol() by its address.
 */
export function tokenAmount(units: bigint, token: TokenData): string {
  const symbol = token.symbol ?? truncateAddress(token.tokenAddress)
  return `${formatDisplayAmount(formatUnits(units, token.decimals ?? 0))} ${symbol}`.trim()
}

/** What may be spent per period: "5 USDC per day". */
export function allowanceText(t: Translate, permission: ActivePermission): string {
  const token = permission.permissions[0].data
  const { periodDuration } = token
  const amount = tokenAmount(BigInt(token.periodAmount), token)
  if (periodDuration === HOUR) return t('sessions.perHour', { amount })
  if (periodDuration === DAY) return t('sessions.perDay', { amount })
  if (periodDuration === WEEK) return t('sessions.perWeek', { amount })
  return t('sessions.perPeriod', { amount, seconds: String(periodDuration) })
}

/** What is left in the current period: "1.5 USDC left today". */
export function leftText(t: Translate, permission: ActivePermission): string {
  const token = permission.permissions[0].data
  const { periodDuration } = token
  const amount = tokenAmount(permission.availableInPeriod, token)
  if (periodDuration === HOUR) return t('sessions.leftHour', { amount })
  if (periodDuration === DAY) return t('sessions.leftDay', { amount })
  if (periodDuration === WEEK) return t('sessions.leftWeek', { amount })
  return t('sessions.leftPeriod', { amount })
}

/** "until 15:30", or "until 12 Dec, 15:30" for an expiry on another day than `now`. */
export function untilText(
  t: Translate,
  expirySeconds: number,
  options: { locale: string; now: Date; timeZone?: string | undefined },
): string {
  const expiry = new Date(expirySeconds * 1000)
  const zone = options.timeZone ? { timeZone: options.timeZone } : {}
  const day = new Intl.DateTimeFormat(options.locale, { dateStyle: 'short', ...zone })
  const sameDay = day.format(expiry) === day.format(options.now)
  const time = new Intl.DateTimeFormat(options.locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    ...zone,
  }).format(expiry)
  return t('sessions.until', { time })
}

/** "session 0x5e...105e55": the session account the dapp holds. */
export function sessionText(t: Translate, permission: ActivePermission): string {
  return t('sessions.session', { address: truncateAddress(permission.signer.data.address) })
}
