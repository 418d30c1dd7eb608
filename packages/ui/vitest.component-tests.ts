/**
 * The tests that render elements, which run in a real browser (the ui-browser project);
 * the happy-dom project keeps the rest: pure logic, and the tests that read the sources
 * through node:fs (registration, the custom-elements manifest).
 */
export const COMPONENT_TESTS = [
  'src/**/*.browser.test.ts',
  'src/elements/**/*.test.ts',
  'src/modal/**/*.test.ts',
  // One folder down: primitives/registration.test.ts reads the folders with node:fs.
  'src/primitives/*/**/*.test.ts',
  'src/state/**/*.test.ts',
  'src/views/**/*.test.ts',
  'src/mount.test.ts',
]
