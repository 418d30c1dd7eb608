/**
 * The approval card's words for a smart session (docs/smart-sessions.md): what a
 * wallet_grantPermissions request lets the dapp's session account do — the token, the amount
 * per period ("5 USDC per day"), from when, until when, and the one contract it may call — and
 * what a wallet_revokePermissions ends. Pure, so the words are table-tested.
 */
import type { PermissionInfo, SummaryContext } from './approval-context.js'
import { type ApprovalRow, tokenAmount, tokenOf } from './summary-format.js'

export type PermissionSummary = { title: string; rows: ApprovalRow[]; warnings: string[] }

const UNITS = [
  [7 * 24 * 3600, 'week'],
  [24 * 3600, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const

/** "per day", "every 2 hours", "every 90 seconds": the largest whole unit. */
export function periodWords(seconds: number): string {
  for (const [size, unit] of UNITS) {
    if (seconds % size !== 0) continue
    const count = seconds / size
    return count === 1 ? `per ${unit}` : `every ${count} ${unit}s`
  }
  return `every ${seconds} seconds`
}

/** A unix time as the card shows it: `2026-11-27 15:37 UTC`. */
export function dateWords(seconds: number): string {
  const iso = new Date(seconds * 1000).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

const isQuantity = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)

/** The grant request's permission in the shape a revoke's context carries; undefined if malformed. */
function grantedPermission(request: Record<string, unknown>): PermissionInfo | undefined {
  const [permission] = Array.isArray(request.permissions) ? request.permissions : []
  const data = isRecord(permission) && isRecord(permission.data) ? permission.data : undefined
  const signer =
    isRecord(request.signer) && isRecord(request.signer.data) ? request.signer.data : {}
  if (
    !data ||
    typeof data.tokenAddress !== 'string' ||
    !isQuantity(data.periodAmount) ||
    !isCount(data.periodDuration) ||
    !isCount(data.startTime) ||
    !isCount(request.expiry) ||
    typeof signer.address !== 'string'
  ) {
    return undefined
  }
  return {
    tokenAddress: data.tokenAddress,
    periodAmount: data.periodAmount,
    periodDuration: data.periodDuration,
    startTime: data.startTime,
    expiry: request.expiry,
    signer: signer.address,
  }
}

function permissionRows(permission: PermissionInfo, context?: SummaryContext): ApprovalRow[] {
  const token = tokenOf(context, permission.tokenAddress)
  const amount = tokenAmount(
    BigInt(permission.periodAmount),
    token,
    `token ${permission.tokenAddress}`,
  )
  return [
    {
      label: 'Token',
      value: token ? `${token.symbol} (${permission.tokenAddress})` : permission.tokenAddress,
    },
    { label: 'Allowance', value: `${amount} ${periodWords(permission.periodDuration)}` },
    { label: 'From', value: dateWords(permission.startTime) },
    { label: 'Until', value: dateWords(permission.expiry) },
    { label: 'Session account', value: permission.signer },
    {
      label: 'May call only',
      value: `${permission.tokenAddress} (its transfer, with no ETH)`,
    },
  ]
}

/** The card of a wallet_grantPermissions request as frame-host prepared it. */
export function summarizeGrant(params: unknown, context?: SummaryContext): PermissionSummary {
  const [request] = Array.isArray(params) ? params : []
  const permission = isRecord(request) ? grantedPermission(request) : undefined
  if (!isRecord(request) || !permission) {
    return {
      title: 'Grant a permission',
      rows: [{ label: 'Parameters', value: JSON.stringify(params ?? null, null, 2) }],
      warnings: ['This permission could not be read: do not approve it unless you trust the app.'],
    }
  }
  const [first] = request.permissions as Array<{ data: { justification?: unknown } }>
  const justification = first?.data.justification
  return {
    title: 'Grant a spending permission',
    rows: [
      ...permissionRows(permission, context),
      ...(typeof justification === 'string' && justification
        ? [{ label: "The app's reason", value: justification }]
        : []),
      {
        label: 'What it means',
        value:
          'The session account may send these tokens from your account without asking you again, within this amount, until the end date or until you revoke it.',
      },
    ],
    warnings: [],
  }
}

/** The card of a wallet_revokePermissions request: the pci, and what it allowed. */
export function summarizeRevoke(params: unknown, context?: SummaryContext): PermissionSummary {
  const [request] = Array.isArray(params) ? params : []
  const pci = isRecord(request) && typeof request.pci === 'string' ? request.pci : 'unknown'
  return {
    title: 'Revoke a permission',
    rows: [
      { label: 'Permission', value: pci },
      ...(context?.permission ? permissionRows(context.permission, context) : []),
      {
        label: 'What it means',
        value: 'The session account can no longer send these tokens from your account.',
      },
    ],
    warnings: [],
  }
}
