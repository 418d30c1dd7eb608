import { MINUS_OPERATION_TYPES, PLUS_OPERATION_TYPES } from '../constants/display.js'

export type OperationSign = '+' | '-' | ''

const PLUS: ReadonlySet<string> = new Set(PLUS_OPERATION_TYPES)
const MINUS: ReadonlySet<string> = new Set(MINUS_OPERATION_TYPES)

/** docs/limits.md#display: '+' for receive, deposit, borrow, claim; '-' for withdraw, repay, burn; else ''. */
export function getOperationSign(operationType: string | undefined): OperationSign {
  if (operationType === undefined) return ''
  if (PLUS.has(operationType)) return '+'
  if (MINUS.has(operationType)) return '-'
  return ''
}
