import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compileContracts, renderArtifactsModule } from './compile.js'

describe('contract artifacts', () => {
  it('the committed artifacts.gen.ts matches a fresh solc compile of contracts/*.sol', () => {
    const contractsDir = fileURLToPath(new URL('../../contracts/', import.meta.url))
    const committed = readFileSync(new URL('./artifacts.gen.ts', import.meta.url), 'utf8')
    expect(renderArtifactsModule(compileContracts(contractsDir))).toBe(committed)
  })
})
