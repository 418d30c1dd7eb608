import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileContracts, renderArtifactsModule } from '../src/evm/compile.js'

// Compiles contracts/*.sol into the committed src/evm/artifacts.gen.ts (abi + bytecode).
const contractsDir = fileURLToPath(new URL('../contracts/', import.meta.url))
const target = fileURLToPath(new URL('../src/evm/artifacts.gen.ts', import.meta.url))
const compiled = compileContracts(contractsDir)
writeFileSync(target, renderArtifactsModule(compiled))
console.log(`wrote ${target} (solc ${compiled.solcVersion})`)
