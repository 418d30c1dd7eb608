#!/usr/bin/env node
// Prints one plain closing line for CI from the test reports that exist:
// vitest's JSON report (.vitest/report.json) and Playwright's (.playwright/report.json).
// "Tests: N passed, N failed[, N skipped]"; exits non-zero when anything failed or ran nothing.
import { existsSync, readFileSync } from 'node:fs'

const reports = process.argv.slice(2)
if (reports.length === 0) reports.push('.vitest/report.json')
let passed = 0
let failed = 0
let skipped = 0
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`no test report at ${file}`)
    process.exit(1)
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky passed on retry.
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0)
    failed += report.stats.unexpected ?? 0
    skipped += report.stats.skipped ?? 0
  } else {
    passed += report.numPassedTests ?? 0
    failed += report.numFailedTests ?? 0
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
