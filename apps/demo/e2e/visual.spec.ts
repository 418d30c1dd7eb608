/**
 * Visual regression: every view the demo can reach (e2e/views.ts), in light and dark, at a
 * phone (360×640) and a desktop (1280×800) width, compared with the reference pictures
 * committed in e2e/visual.spec.ts-snapshots/ (at most 1% of the dialog's pixels may differ).
 *
 * A change of look is made on purpose: update the references, then review the PNGs in the
 * diff before committing them. From apps/demo:
 *
 *   KEYWAY_E2E_OUT_DIR=dist/e2e-visual pnpm exec playwright test e2e/visual.spec.ts --update-snapshots
 *
 * (or `pnpm --filter demo exec playwright test e2e/visual.spec.ts --update-snapshots` from
 * the root). The pictures are of the dialog only; what changes between runs is frozen or
 * covered: animations and spinners are stopped, the caret hidden, the QR code's pixels
 * and the balance masked, the page behind the dialog's corners hidden, images awaited. The fonts are the system's (the theme's stack).
 */
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures.js'
import { DEMO_VIEWS } from './views.js'

const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 640 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const

const THEMES = ['light', 'dark'] as const

/** Hides the demo's page (not the modal, which is mounted beside it) in the pictures. */
const HIDE_PAGE = fileURLToPath(new URL('./visual-hide-page.css', import.meta.url))

for (const { name: width, viewport } of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`every view looks as in its reference (${theme}, ${width} px)`, () => {
      test.use({ viewport })

      for (const view of DEMO_VIEWS) {
        test(view.name, async ({ demo, modal, wallets }) => {
          await view.reach({ demo, modal, wallets }, `?theme=${theme}`)
          // No row may keep the hover look of the last click.
          await demo.page.mouse.move(0, 0)
          await expect(modal.dialog).toHaveScreenshot(`${view.name}-${theme}-${width}.png`, {
            animations: 'disabled',
            caret: 'hide',
            mask: view.mask?.(modal) ?? [],
            // The dialog's rounded corners show the page behind, whose balances move.
            stylePath: HIDE_PAGE,
            maxDiffPixelRatio: 0.01,
          })
        })
      }
    })
  }
}
