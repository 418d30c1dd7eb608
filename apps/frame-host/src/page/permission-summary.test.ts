import { describe, expect, it } from 'vitest'
import type { SummaryContext } from './approval-context.js'
import { summarizeRequest } from './approval-summary.js'
import { dateWords, periodWords } from './permission-summary.js'

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SESSION = '0x00000000000000000000000000000000000000b2'
const START = Date.UTC(2026, 10, 27, 14, 0) / 1000
const context: SummaryContext = {
  chainId: 'eip155:31337',
  parentOrigin: 'https://dapp.example',
  tokens: { [USDC.toLowerCase()]: { symbol: 'USDC', decimals: 6 } },
  gasPaidBy: 'sponsor',
}

const grant = (justification?: string) => [
  {
    chainId: '0x7a69',
    address: '0x00000000000000000000000000000000000000a1',
    expiry: START + 3600,
    signer: { type: 'account', data: { address: SESSION } },
    permissions: [
      {
        type: 'erc20-token-periodic',
        data: {
          tokenAddress: USDC,
          periodAmount: '0x4c4b40',
          periodDuration: 86_400,
          startTime: START,
          ...(justification ? { justification } : {}),
        },
      },
    ],
  },
]

describe('the approval card of a smart session', () => {
  it('says a grant in words: token, amount per period, dates, session account, the one contract', () => {
    expect(
      summarizeRequest('wallet_grantPermissions', grant('Tips for the game'), context),
    ).toEqual({
      title: 'Grant a spending permission',
      rows: [
        { label: 'Chain', value: expect.any(String) },
        { label: 'Token', value: `USDC (${USDC})` },
        { label: 'Allowance', value: '5 USDC per day' },
        { label: 'From', value: '2026-11-27 14:00 UTC' },
        { label: 'Until', value: '2026-11-27 15:00 UTC' },
        { label: 'Session account', value: SESSION },
        { label: 'May call only', value: `${USDC} (its transfer, with no ETH)` },
        { label: "The app's reason", value: 'Tips for the game' },
        {
          label: 'What it means',
          value:
            'The session account may send these tokens from your account without asking you again, within this amount, until the end date or until you revoke it.',
        },
        { label: 'Gas paid by', value: 'sponsor' },
      ],
      warnings: [],
    })
  })

  it('without the token read, shows the base units and the contract', () => {
    const rows = summarizeRequest('wallet_grantPermissions', grant(), {
      ...context,
      tokens: {},
    }).rows
    expect(rows).toContainEqual({
      label: 'Allowance',
      value: `5000000 (base units of token ${USDC}) per day`,
    })
  })

  it('warns of a grant it cannot read', () => {
    const summary = summarizeRequest('wallet_grantPermissions', [{ chainId: '0x7a69' }], context)
    expect(summary.title).toBe('Grant a permission')
    expect(summary.warnings).toEqual([
      'This permission could not be read: do not approve it unless you trust the app.',
    ])
  })

  it('says what a revoke ends, from the grant read on chain', () => {
    const pci = `0x${'ab'.repeat(32)}`
    const summary = summarizeRequest('wallet_revokePermissions', [{ pci }], {
      ...context,
      permission: {
        tokenAddress: USDC,
        periodAmount: '0x16e360',
        periodDuration: 3600,
        startTime: START,
        expiry: START + 7200,
        signer: SESSION,
      },
    })
    expect(summary.title).toBe('Revoke a permission')
    expect(summary.rows).toEqual(
      expect.arrayContaining([
        { label: 'Permission', value: pci },
        { label: 'Allowance', value: '1.5 USDC per hour' },
        { label: 'Until', value: '2026-11-27 16:00 UTC' },
        {
          label: 'What it means',
          value: 'The session account can no longer send these tokens from your account.',
        },
      ]),
    )
  })

  it('names periods by their largest whole unit', () => {
    expect([86_400, 604_800, 7200, 60, 90, 1].map(periodWords)).toEqual([
      'per day',
      'per week',
      'every 2 hours',
      'per minute',
      'every 90 seconds',
      'per second',
    ])
    expect(dateWords(0)).toBe('1970-01-01 00:00 UTC')
  })
})
