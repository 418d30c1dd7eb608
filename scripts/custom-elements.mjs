// Reading @keyway/ui's custom-elements manifest (packages/ui/custom-elements.json, generated
// by `pnpm --filter @keyway/ui manifest`). Shared by ui's manifest test, the React wrappers'
// check and the docs/elements.md generator, so they agree on which elements are public.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

// Paths, not URLs: under happy-dom the global URL is not Node's, and fs refuses it.
export const UI_DIR = join(dirname(fileURLToPath(import.meta.url)), '../packages/ui')

/** The committed manifest and ui's package.json. */
export function readUiManifest() {
  return {
    manifest: JSON.parse(readFileSync(join(UI_DIR, 'custom-elements.json'), 'utf8')),
    packageJson: JSON.parse(readFileSync(join(UI_DIR, 'package.json'), 'utf8')),
  }
}

/**
 * A fresh manifest of ui's sources, from the analyzer's own CLI with ui's config
 * (custom-elements-manifest.config.mjs), as `pnpm --filter @keyway/ui manifest` makes it,
 * without writing anything. It runs in a child process: inside a test runner's DOM
 * environment the analyzer takes several times longer.
 */
export async function analyzeUi() {
  const uiRequire = createRequire(join(UI_DIR, 'package.json'))
  const cliPath = uiRequire.resolve('@custom-elements-manifest/analyzer/cli.js')
  const program = `
    const { cli } = await import(${JSON.stringify(pathToFileURL(cliPath).href)})
    const options = { argv: ['analyze', '--quiet'], cwd: ${JSON.stringify(UI_DIR)}, noWrite: true }
    process.stdout.write(JSON.stringify(await cli(options)))`
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', program], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(stdout)
}

/** Every element of the manifest with its class declaration and the module declaring it. */
export function manifestElements(manifest) {
  return manifest.modules.flatMap((module) =>
    module.declarations
      .filter((declaration) => declaration.tagName)
      .map((declaration) => ({ tagName: declaration.tagName, declaration, path: module.path })),
  )
}

/**
 * The public elements: those an app imports by name. An element is public when an entry of
 * ui's package.json `exports` that names one module (`./modal`, `./connect-button`...)
 * exports its class. The `./views/*` pattern is left out: views are the modal's lazily
 * loaded content, not elements an app places.
 */
export function publicElements(manifest, packageJson) {
  const elements = manifestElements(manifest)
  const result = []
  for (const [key, target] of Object.entries(packageJson.exports)) {
    const source = typeof target === 'object' ? target['@keyway/source'] : undefined
    if (key.includes('*') || typeof source !== 'string') continue
    const path = source.replace(/^\.\//, '')
    const module = manifest.modules.find((candidate) => candidate.path === path)
    for (const entry of module?.exports ?? []) {
      if (entry.kind !== 'js') continue
      const element = elements.find(({ declaration }) => declaration.name === entry.name)
      if (element) result.push({ ...element, entry: `${packageJson.name}${key.slice(1)}` })
    }
  }
  return result
}
