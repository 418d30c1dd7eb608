/**
 * The tests that run in a real browser (the ui-browser project); the happy-dom project
 * keeps the rest.
 *
 * - Every `*.browser.test.ts`: each kw-* element, the modal and its views, the public
 *   buttons and mountKeyway, with axe in both theme modes. They wait by polling for the
 *   state they check (`expect.poll`, `vi.waitFor`), never by counting ticks: a real
 *   browser loads modules and reads response bodies in tasks of its own.
 * - The primitives' and the state's other tests, which need nothing but the element.
 *
 * happy-dom keeps pure logic only: the catalogue pager, the retry schedule, deep links,
 * i18n, the theme's math, the manifest, the focus trap's tree walk, the registrations.
 * A test there that renders a kw-* element fails src/testing/happy-dom-scope.test.ts.
 */
export const COMPONENT_TESTS = [
  'src/**/*.browser.test.ts',
  // One folder down: primitives/registration.test.ts reads the folders with node:fs.
  'src/primitives/*/**/*.test.ts',
  'src/state/**/*.test.ts',
]
