/**
 * Builds the frame page's script from `entry.ts` with esbuild, in memory, so `npm start`
 * serves it from a clean clone without a build step. Workspace packages resolve from their
 * sources (the `@keyway/source` condition). A deployment that ships a prebuilt file sets
 * FRAME_ENTRY instead.
 */
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'esbuild'

export const FRAME_ENTRY_SOURCE = fileURLToPath(new URL('../page/entry.ts', import.meta.url))

export type FrameBundle = {
  code: Uint8Array
  /** Bytes after gzip, as a browser downloads it. */
  gzipBytes: number
}

/**
 * zod's classic entry re-exports every locale as one namespace, which esbuild keeps whole
 * (about 230 KB of a 450 KB bundle). The frame reports errors in English only, so the
 * locale index is cut down to English, the locale zod itself configures by default.
 */
const englishZodLocaleOnly: Plugin = {
  name: 'keyway-zod-english-locale',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js"',
      loader: 'js',
    }))
  },
}

export async function bundleFrameScript(entry: string = FRAME_ENTRY_SOURCE): Promise<FrameBundle> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    treeShaking: true,
    conditions: ['@keyway/source', 'browser', 'module', 'production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [englishZodLocaleOnly],
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild produced no frame script')
  return { code: file.contents, gzipBytes: gzipSync(file.contents).length }
}

/**
 * The script, built on first use and kept; a failed build is retried on the next request
 * rather than kept, so a fixed source is picked up without a restart.
 */
export function createFrameScriptSource(
  entry: string = FRAME_ENTRY_SOURCE,
): () => Promise<Uint8Array> {
  let pending: Promise<Uint8Array> | undefined
  return () => {
    pending ??= bundleFrameScript(entry).then(
      (bundle) => bundle.code,
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
}
