import { describe, expect, it } from 'vitest'
import { releaseProblems } from './release-dry-run.mjs'

const changelog = '# @keyway/ui\n\n## 1.0.0\n\n### Major Changes\n\n- first release\n'

describe('releaseProblems', () => {
  it('passes a manifest at the release version with its @keyway dependencies resolved', () => {
    const manifest = {
      name: '@keyway/ui',
      version: '1.0.0',
      dependencies: { '@keyway/core': '1.0.0', lit: '3.3.3' },
      peerDependencies: { react: '^19.0.0' },
    }
    expect(releaseProblems(manifest, '1.0.0', changelog)).toEqual([])
  })

  it('names a stale version, a workspace range, a @keyway dependency at another version and a missing changelog section', () => {
    const manifest = {
      name: '@keyway/ui',
      version: '0.9.0',
      dependencies: { '@keyway/core': '0.9.0' },
      peerDependencies: { '@keyway/react': 'workspace:*' },
    }
    expect(releaseProblems(manifest, '1.0.0', '# @keyway/ui\n\n## 0.9.0\n')).toEqual([
      "version 0.9.0, not the release's 1.0.0",
      'dependencies.@keyway/core is "0.9.0", not 1.0.0',
      'peerDependencies.@keyway/react is still "workspace:*"',
      'CHANGELOG.md has no "## 1.0.0" section',
    ])
  })
})
