import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { filesWithTestSecrets, readDevnetTestKeys } from './devnet-test-keys.js'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('devnet test keys', () => {
  it('are a funded anvil account and a Solana test account the e2e suite leaves alone', () => {
    const keys = readDevnetTestKeys()
    expect(keys.evm.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(keys.evm.privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(keys.solana.publicKey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(keys.solana.secretKey.length).toBeGreaterThan(60)
  })

  it('finds the files of a build that hold a secret, outside the folder allowed to', async () => {
    const keys = readDevnetTestKeys()
    const root = await mkdtemp(join(tmpdir(), 'keyway-keys-'))
    dirs.push(root)
    await mkdir(join(root, 'assets'))
    await mkdir(join(root, 'devnet-wallets'))
    await writeFile(join(root, 'assets', 'clean.js'), `const address = "${keys.evm.address}"`)
    await writeFile(join(root, 'assets', 'evm.js'), `k="${keys.evm.privateKey.toUpperCase()}"`)
    await writeFile(join(root, 'index.html'), `<script>s="${keys.solana.secretKey}"</script>`)
    await writeFile(join(root, 'devnet-wallets', 'install.js'), JSON.stringify(keys))
    expect(await filesWithTestSecrets(root, keys, 'devnet-wallets')).toEqual([
      join('assets', 'evm.js'),
      'index.html',
    ])
  })
})
