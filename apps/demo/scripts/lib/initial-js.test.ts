import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { formatInitialJs, gzipSize, INITIAL_JS_BUDGET_BYTES, sizeBuiltFiles } from './initial-js.js'

describe('initial JS sizes', () => {
  it('measures gzip at level 9 (never larger than the default level)', () => {
    const text = new TextEncoder().encode('export const a = 1;\n'.repeat(500))
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).length)
    expect(gzipSize(text)).toBeLessThanOrEqual(gzipSync(text).length)
    expect(gunzipSync(gzipSync(text, { level: 9 })).length).toBe(text.length)
  })

  it('sizes each file once, per file, and sums the gzip sizes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-size-'))
    const a = 'console.log("a");'.repeat(100)
    const b = 'let b = Math.random();'.repeat(50)
    await writeFile(join(dir, 'a.js'), a)
    await writeFile(join(dir, 'b.js'), b)
    const result = await sizeBuiltFiles(dir, ['/b.js', '/a.js', '/a.js'])
    expect(result.files.map((f) => f.path)).toEqual(['/a.js', '/b.js'])
    const expected = gzipSize(new TextEncoder().encode(a)) + gzipSize(new TextEncoder().encode(b))
    expect(result.totalGzipBytes).toBe(expected)
    expect(result.totalBytes).toBe(a.length + b.length)
  })

  it('puts the budget of 200 KB gzip beside the total and flags a total over it', () => {
    expect(INITIAL_JS_BUDGET_BYTES).toBe(200_000)
    const file = { path: '/x.js', bytes: 1, gzipBytes: 200_001 }
    const over = formatInitialJs({ files: [file], totalGzipBytes: 200_001, totalBytes: 1 })
    expect(over.at(-1)).toContain('200.0 KB gzip')
    expect(over.at(-1)).toContain('budget ≤ 200.0 KB')
    expect(over.at(-1)).toContain('OVER BUDGET')
    const within = formatInitialJs({ files: [], totalGzipBytes: 200_000, totalBytes: 0 })
    expect(within.at(-1)).toMatch(/ok$/)
  })
})
