// docs/errors.md lists every error a dapp can receive: each public error class, its code
// and its exact message. This test keeps the page and the classes together.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.js'
import * as core from './index.js'

const page = readFileSync(join(import.meta.dirname, '../../../../docs/errors.md'), 'utf8')

/** The base classes, described in the page's text rather than in a table row. */
const BASE_CLASSES = new Set(['BaseError', 'RpcError'])

/** Arguments for the classes whose message is built from what they are given. */
const SAMPLE_ARGUMENTS: Record<string, unknown[]> = {
  EmailLoginThrottledError: [30],
  FrameError: [undefined],
  HttpRequestError: [{ status: 503, url: 'https://api.example.com/v1' }],
  InvalidResponseError: [{ url: 'https://api.example.com/v1' }],
  NetworkRequestError: [{ url: 'https://api.example.com/v1' }],
  OnrampAmountOutOfLimitsError: [{ min: '20', max: '1000', currency: 'USD' }],
  OnrampResponseError: ['a quote id'],
  RegisterNameError: ['alice.keyway'],
  SwapInsufficientBalanceError: ['ETH'],
  SwapResponseError: ['a calldata'],
  TimeoutError: [{ url: 'https://api.example.com/v1', timeoutMs: 10_000 }],
}

type Row = { name: string; code: string; message: string }

/** The page's table rows: `| \`Class\` | code | message | when |`. */
function documentedRows(): Row[] {
  const rows: Row[] = []
  for (const line of page.split('\n')) {
    const match = /^\|\s*`([A-Za-z0-9]+Error)`\s*\|([^|]+)\|([^|]+)\|/.exec(line)
    if (match) rows.push({ name: match[1]!, code: match[2]!.trim(), message: match[3]!.trim() })
  }
  return rows
}

type ErrorClass = new (...args: unknown[]) => BaseError
const errorClasses = new Map(
  Object.entries(core as Record<string, unknown>).filter(
    (entry): entry is [string, ErrorClass] =>
      typeof entry[1] === 'function' && entry[1].prototype instanceof BaseError,
  ),
)
const publicErrorClasses = [...errorClasses.keys()].filter((name) => !BASE_CLASSES.has(name)).sort()

/** A documented message as a pattern: `<…>` and the backticks around it match the filled-in part. */
function messagePattern(message: string): RegExp {
  const parts = message
    .split(/`?<[^>]+>`?/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('.+')}$`)
}

describe('docs/errors.md', () => {
  const rows = documentedRows()

  it('lists every public error class once, and only public ones', () => {
    const names = rows.map((row) => row.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    expect([...names].sort()).toEqual(publicErrorClasses)
  })

  it.each(rows.map((row) => [row.name, row] as const))(
    'gives the message and code of %s',
    (name, row) => {
      const ErrorClass = errorClasses.get(name)!
      const error = new ErrorClass(...(SAMPLE_ARGUMENTS[name] ?? []))
      expect(error.name).toBe(name)
      expect(error.shortMessage).toMatch(messagePattern(row.message))
      const code =
        row.code === '—' ? undefined : row.code.startsWith('`<') ? error.code : Number(row.code)
      expect(error.code).toBe(code)
    },
  )

  it('has every error class of src/errors in the public entry (a thrown error a dapp cannot import is a gap)', async () => {
    const folder = join(import.meta.dirname, '../errors')
    const files = readdirSync(folder).filter((file) => /^[^.]+\.ts$/.test(file))
    const declared: string[] = []
    for (const file of files) {
      const module = (await import(join(folder, file))) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === 'function' && value.prototype instanceof BaseError) declared.push(name)
      }
    }
    expect(declared.length).toBeGreaterThan(50)
    expect(declared.filter((name) => !errorClasses.has(name)).sort()).toEqual([])
  })
})
