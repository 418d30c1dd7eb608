/**
 * "JavaScript the page loads before the first click" (the first-load budget): every script
 * the demo fetches from its own origin from navigation until the page is idle, including
 * what it prefetches on idle (the modal shell and its first views), sized as gzip level 9
 * per file from the build output and summed.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

/** 200 KB gzip, in bytes (1 KB = 1000 bytes, as size-limit counts; the stricter reading). */
export const INITIAL_JS_BUDGET_BYTES = 200_000

export type JsFileSize = { path: string; bytes: number; gzipBytes: number }

export type InitialJs = { files: JsFileSize[]; totalGzipBytes: number; totalBytes: number }

export function gzipSize(content: Uint8Array): number {
  return gzipSync(content, { level: 9 }).length
}

/** Sizes each built file (paths relative to the site root, as the browser asked for them). */
export async function sizeBuiltFiles(
  distDir: string,
  paths: readonly string[],
): Promise<InitialJs> {
  const files: JsFileSize[] = []
  for (const path of [...new Set(paths)].sort()) {
    const content = await readFile(join(distDir, path))
    files.push({ path, bytes: content.length, gzipBytes: gzipSize(content) })
  }
  return {
    files,
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
  }
}

/** Resolves after the page had `rounds` idle callbacks in a row (its idle work has run). */
export async function waitForIdle(page: Page, rounds = 3): Promise<void> {
  await page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) {
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))
    }
  }, rounds)
}

/** Loads `url` and lists the same-origin .js paths fetched before any user input. */
export async function collectInitialJsPaths(page: Page, url: string): Promise<string[]> {
  const origin = new URL(url).origin
  const paths = new Set<string>()
  page.on('request', (request) => {
    const requested = new URL(request.url())
    if (requested.origin === origin && /\.m?js$/.test(requested.pathname)) {
      paths.add(requested.pathname)
    }
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await waitForIdle(page)
  await page.waitForLoadState('networkidle')
  return [...paths]
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`
}

/** One line per file, then the total beside the budget. */
export function formatInitialJs(
  result: InitialJs,
  budgetBytes = INITIAL_JS_BUDGET_BYTES,
): string[] {
  const lines = result.files.map(
    (file) => `  ${formatKb(file.gzipBytes).padStart(9)} gzip  ${file.path}`,
  )
  const verdict = result.totalGzipBytes <= budgetBytes ? 'ok' : 'OVER BUDGET'
  lines.push(
    `JS before first click: ${formatKb(result.totalGzipBytes)} gzip (${formatKb(result.totalBytes)} raw, ${result.files.length} files)   budget ≤ ${formatKb(budgetBytes)}   ${verdict}`,
  )
  return lines
}
