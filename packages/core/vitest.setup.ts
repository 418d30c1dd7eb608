// A client loads its balance code in the background on its first fetch (a connect starts
// one), and nothing in a test awaits it. When a test file ended while that import was still
// under way, vitest tore the module runner down beneath it and failed the run with
// "Cannot load ... after the environment was torn down" although every test had passed.
// Loading the module once before the tests makes that import resolve from the cache.
await import('./src/controllers/balance-wiring.js')
