import { describe, expect, it } from 'vitest'
import { APP_IDS, type AppId, peerPackageJson } from './apps.js'
import {
  type AppFigures,
  evaluateGoals,
  type Figures,
  goalsLine,
  markdownTable,
  type RunFigures,
  summarize,
} from './report.js'

const baselineRun = (over: Partial<RunFigures> = {}): RunFigures => ({
  jsBeforeBytes: 66_300,
  jsOnOpenBytes: null,
  jsOnPointBytes: null,
  firstViewMs: null,
  settledMs: null,
  domNodes: 28,
  heapBytes: 3_400_000,
  outsideRequests: 0,
  ...over,
})

const modalRun = (over: Partial<RunFigures> = {}): RunFigures => ({
  jsBeforeBytes: 114_600,
  jsOnOpenBytes: 39_200,
  jsOnPointBytes: 0,
  firstViewMs: 66,
  settledMs: 275,
  domNodes: 404,
  heapBytes: 4_500_000,
  outsideRequests: 0,
  ...over,
})

/** The issue's table as figures (one run each, so the medians are these). */
function issueFigures(keyway: Partial<RunFigures> = {}): Figures {
  const runs: Record<AppId, RunFigures> = {
    appkit: modalRun({
      jsBeforeBytes: 816_600,
      jsOnOpenBytes: 14_600,
      firstViewMs: 110,
      settledMs: 305,
      domNodes: 1618,
      heapBytes: 13_000_000,
      outsideRequests: 22,
    }),
    rainbowkit: modalRun({
      jsBeforeBytes: 645_000,
      jsOnOpenBytes: 0,
      firstViewMs: 56,
      settledMs: 409,
      domNodes: 449,
      heapBytes: 9_400_000,
      outsideRequests: 2,
    }),
    keyway: modalRun({ jsOnPointBytes: 2_100, ...keyway }),
    wagmi: baselineRun({ jsBeforeBytes: 90_600, heapBytes: 3_500_000 }),
    react: baselineRun(),
  }
  return Object.fromEntries(APP_IDS.map((id) => [id, summarize([runs[id]])])) as Figures
}

describe('peers bench: medians', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    const odd = summarize([
      modalRun({ firstViewMs: 90 }),
      modalRun({ firstViewMs: 50 }),
      modalRun(),
    ])
    expect(odd.firstViewMs).toBe(66)
    const even = summarize([
      modalRun({ domNodes: 400 }),
      modalRun({ domNodes: 410 }),
      modalRun({ domNodes: 300 }),
      modalRun({ domNodes: 500 }),
    ])
    expect(even.domNodes).toBe(405)
    expect(even.runs).toBe(4)
  })

  it('leaves out runs that never showed a view or never settled, and counts them', () => {
    const figures: AppFigures = summarize([
      modalRun({ settledMs: Number.NaN }),
      modalRun({ settledMs: 300 }),
      modalRun({ settledMs: 200, firstViewMs: Number.NaN }),
    ])
    expect(figures.settledMs).toBe(250)
    expect(figures.firstViewMs).toBe(66)
    expect(figures.neverSettled).toBe(1)
    expect(figures.neverFirstView).toBe(1)
    expect(summarize([modalRun({ settledMs: Number.NaN })]).settledMs).toBeNaN()
  })

  it('keeps a baseline’s open figures empty', () => {
    const figures = summarize([baselineRun(), baselineRun()])
    expect(figures.jsOnOpenBytes).toBeNull()
    expect(figures.jsOnPointBytes).toBeNull()
    expect(figures.firstViewMs).toBeNull()
    expect(figures.neverFirstView).toBe(0)
  })

  it('refuses to summarize no runs', () => {
    expect(() => summarize([])).toThrow(/no runs/)
  })
})

describe('peers bench: the table', () => {
  it('prints the issue’s layout: AppKit, RainbowKit, Keyway, React + wagmi, React alone', () => {
    expect(markdownTable(issueFigures())).toEqual([
      '| figure | AppKit | RainbowKit | Keyway | React + wagmi | React alone |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      '| JS before the click (KB gzip) | 816.6 | 645.0 | 114.6 | 90.6 | 66.3 |',
      '| JS fetched on open (KB gzip) | 14.6 | 0.0 | 39.2 | – | – |',
      '| then on pointing at a wallet (KB gzip) | 0.0 | 0.0 | 2.1 | – | – |',
      '| click → first view (ms) | 110 | 56 | 66 | – | – |',
      '| click → settled (ms) | 305 | 409 | 275 | – | – |',
      '| DOM nodes after open | 1,618 | 449 | 404 | 28 | 28 |',
      '| JS heap after open (MB) | 13.00 | 9.40 | 4.50 | 3.50 | 3.40 |',
      '| requests to other hosts | 22 | 2 | 0 | 0 | 0 |',
    ])
  })

  it('says "never" for a view that did not come', () => {
    const table = markdownTable(issueFigures({ settledMs: Number.NaN }))
    expect(table[6]).toBe('| click → settled (ms) | 305 | 409 | never | – | – |')
  })
})

describe('peers bench: Keyway against its goals', () => {
  it('misses every goal with the issue’s figures but the outside requests', () => {
    const results = evaluateGoals(issueFigures())
    expect(results.map((result) => result.pass)).toEqual([false, false, false, false, false, true])
    expect(results.map((result) => result.text)).toEqual([
      "click → first view 66 ms ≤ 0.5 × RainbowKit's 56 ms = 28.0 ms",
      'JS before the click 114.6 KB − React alone 66.3 KB = 48.3 KB ≤ 40 KB',
      'JS fetched on open 39.2 KB ≤ 25 KB',
      'DOM nodes after open 404 ≤ 250',
      'JS heap after open 4.50 − React alone 3.40 = 1.10 MB ≤ 1 MB',
      'requests to other hosts 0 = 0',
    ])
  })

  it('passes each goal at its limit, computed from the figures as the table shows them', () => {
    const results = evaluateGoals(
      issueFigures({
        firstViewMs: 28,
        // 106.3 KB shown: 40.0 KB over React alone's 66.3.
        jsBeforeBytes: 106_340,
        jsOnOpenBytes: 25_000,
        domNodes: 250,
        heapBytes: 4_400_000,
        outsideRequests: 0,
      }),
    )
    expect(results.every((result) => result.pass)).toBe(true)
    expect(goalsLine(results)).toMatch(/^Keyway vs goals \(6 of 6 met\): click → first view 28 ms/)
  })

  it('decides the heap goal to 10 KB: 3.04 against 1.96 MB is over, though a tenth rounds both', () => {
    const figures = issueFigures({ heapBytes: 3_040_000 })
    figures.react = { ...figures.react, heapBytes: 1_960_000 }
    const heap = evaluateGoals(figures)[4]
    expect(heap).toEqual({
      text: 'JS heap after open 3.04 − React alone 1.96 = 1.08 MB ≤ 1 MB',
      pass: false,
    })
  })

  it('misses a goal whose figure never came', () => {
    const [view] = evaluateGoals(issueFigures({ firstViewMs: Number.NaN }))
    expect(view).toEqual({
      text: "click → first view never ms ≤ 0.5 × RainbowKit's 56 ms = 28.0 ms",
      pass: false,
    })
  })

  it('lists each goal with pass or miss on one line', () => {
    const line = goalsLine(evaluateGoals(issueFigures()))
    expect(line.startsWith('Keyway vs goals (1 of 6 met): ')).toBe(true)
    expect(line).toContain('JS fetched on open 39.2 KB ≤ 25 KB: miss')
    expect(line).toContain('requests to other hosts 0 = 0: pass')
    expect(line.split('\n')).toHaveLength(1)
  })
})

describe('peers bench: the peer apps', () => {
  const workspace = {
    react: '19.3.1',
    'react-dom': '19.3.1',
    vite: '8.3.8',
    '@vitejs/plugin-react': '6.3.0',
  }

  it('pins every dependency exactly and shares React and Vite with the workspace', () => {
    for (const id of ['appkit', 'rainbowkit', 'wagmi', 'react'] as const) {
      const manifest = peerPackageJson(id, workspace) as {
        dependencies: Record<string, string>
        devDependencies: Record<string, string>
      }
      expect(manifest.dependencies.react).toBe('19.3.1')
      expect(manifest.devDependencies.vite).toBe('8.3.8')
      for (const version of Object.values({
        ...manifest.dependencies,
        ...manifest.devDependencies,
      })) {
        expect(version).toMatch(/^\d+\.\d+\.\d+$/)
      }
    }
    const appkit = peerPackageJson('appkit', workspace) as { dependencies: Record<string, string> }
    expect(Object.keys(appkit.dependencies)).toContain('@reown/appkit-adapter-wagmi')
    const react = peerPackageJson('react', workspace) as { dependencies: Record<string, string> }
    expect(Object.keys(react.dependencies).sort()).toEqual(['react', 'react-dom'])
  })

  it('says which version the workspace lacks', () => {
    expect(() => peerPackageJson('react', { react: '19.3.1' })).toThrow(/react-dom/)
  })
})
