/**
 * The tests that run in a real browser (the ui-browser project); the happy-dom project
 * keeps the rest.
 *
 * - Every `*.browser.test.ts`: each kw-* element, the modal and its views, with axe.
 * - The primitives' and the state's other tests, which need nothing but the element.
 *
 * The older tests of the views, the modal, the public elements and mountKeyway stay in
 * happy-dom: they wait for the client with a fixed number of ticks (`settle`), which a real
 * browser's module loads and network tasks outrun. Their real-browser coverage is the
 * `*.browser.test.ts` beside them, which polls instead.
 */
export const COMPONENT_TESTS = [
  'src/**/*.browser.test.ts',
  // One folder down: primitives/registration.test.ts reads the folders with node:fs.
  'src/primitives/*/**/*.test.ts',
  'src/state/**/*.test.ts',
]
