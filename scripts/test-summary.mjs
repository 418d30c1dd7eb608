#!/usr/bin/env node
// Prints one plain closing line for CI from vitest's JSON report: "Tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs'

const file = process.argv[2] ?? '.vitest/report.json'
if (!existsSync(file)) {
  console.error(`no test report at ${file}`)
  process.exit(1)
}
const report = JSON.parse(readFileSync(file, 'utf8'))
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
console.log(
  `Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
)
process.exit(report.numFailedTests > 0 || report.numTotalTests === 0 ? 1 : 0)
