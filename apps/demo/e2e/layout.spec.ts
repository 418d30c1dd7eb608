/**
 * Layout at a phone, a tablet and a desktop size (360×640, 768×1024, 1280×800), for every
 * view the demo can reach (e2e/views.ts):
 * - nothing scrolls sideways: not the page, not the dialog, not a list inside a view;
 * - nothing sticks out of its box: every element inside the dialog (through the shadow
 *   roots) lies within the dialog, and a box whose content is wider than itself either lets
 *   nothing out (rows, lists) or truncates text with an ellipsis and keeps the whole text as
 *   a `title` (long wallet and network names), never clipping it silently;
 * - on phones the modal is a bottom sheet, full width and on the bottom edge, whose content
 *   keeps clear of the safe areas; on wider screens it is a centred 360 px dialog
 *   (docs/views.md#appearance: width 360px).
 */
import type { Page } from '@playwright/test'
import { expect, TEST_WALLET, test } from './fixtures.js'
import { DEMO_VIEWS, expectImagesSettled, LONG_NAME_WALLET } from './views.js'

const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 640 } },
  { name: 'tablet', viewport: { width: 768, height: 1024 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

/** Widest screen that gets the bottom sheet (under 430 px, the modal's phone rule). */
const PHONE_MAX_WIDTH = 429

/**
 * Everything in the open dialog that scrolls sideways or sticks out of its box, described
 * for a failure message (empty when the layout holds).
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.querySelector('kw-modal')?.shadowRoot
    const dialog = root?.querySelector<HTMLElement>('[role="dialog"]')
    if (!dialog) return ['no open dialog']
    /** Every element of the page, through the shadow roots. */
    const all = (parent: Element | ShadowRoot, into: Element[] = []): Element[] => {
      for (const child of parent.children) {
        into.push(child)
        if (child.shadowRoot) all(child.shadowRoot, into)
        all(child, into)
      }
      return into
    }
    // Measured at rest: a spinning ring's rotated box is wider than the ring itself, so an
    // endless animation is held at its start; one that ends (the sheet sliding in) is run
    // to its end, where the view comes to rest.
    for (const element of all(document.documentElement)) {
      for (const animation of element.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) {
          animation.pause()
          animation.currentTime = 0
        } else {
          animation.finish()
        }
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) {
      const wide = all(document.body)
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => `${element.localName}.${[...element.classList].join('.')}`)
      problems.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth} px: ${wide.slice(-3).join(', ')})`,
      )
    }
    const bounds = dialog.getBoundingClientRect()
    const pathOf = (element: Element): string => {
      const path: string[] = []
      let node: Node | null = element
      while (node) {
        if (node instanceof Element) {
          const classes = [...node.classList].slice(0, 2).join('.')
          path.unshift(classes ? `${node.localName}.${classes}` : node.localName)
        }
        const parent: Node | null = node.parentNode
        node = parent instanceof ShadowRoot ? parent.host : parent
        if (node === dialog) break
      }
      return path.slice(-4).join(' > ')
    }
    /** A visually hidden text for screen readers (1 px, clipped) is meant to be clipped. */
    const isVisuallyHidden = (style: CSSStyleDeclaration, box: DOMRect) =>
      (style.position === 'absolute' || style.position === 'fixed') && box.width <= 1
    const hasTitle = (element: Element) => Boolean(element.getAttribute('title'))

    const check = (element: Element) => {
      if (!(element instanceof HTMLElement)) return
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') return
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) return
      if (isVisuallyHidden(style, box)) return
      if (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5) {
        problems.push(
          `${pathOf(element)} lies outside the dialog (${Math.round(box.left)}–${Math.round(box.right)} of ${Math.round(bounds.left)}–${Math.round(bounds.right)})`,
        )
      }
      if (element.scrollWidth <= element.clientWidth + 1 || style.display === 'inline') return
      const overflow = style.overflowX
      const wide = `${element.scrollWidth} px in ${element.clientWidth} px`
      if (overflow === 'auto' || overflow === 'scroll') {
        problems.push(`${pathOf(element)} scrolls sideways (${wide})`)
      } else if (overflow === 'visible') {
        problems.push(`${pathOf(element)} lets its content out (${wide})`)
      } else if (style.textOverflow !== 'ellipsis' || !hasTitle(element)) {
        problems.push(`${pathOf(element)} clips its content without ellipsis and title (${wide})`)
      }
    }
    const walk = (parent: Element | ShadowRoot) => {
      for (const child of parent.children) {
        check(child)
        if (child.shadowRoot) walk(child.shadowRoot)
        walk(child)
      }
    }
    check(dialog)
    walk(dialog)
    return problems
  })
}

async function dialogBox(page: Page) {
  const box = await page.getByRole('dialog').boundingBox()
  if (!box) throw new Error('the dialog has no box')
  return box
}

for (const { name, viewport } of SIZES) {
  test.describe(`layout (${name}, ${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport })
    const phone = viewport.width <= PHONE_MAX_WIDTH

    for (const view of DEMO_VIEWS) {
      test(`${view.name}: no sideways scroll, nothing outside its box`, async ({
        demo,
        modal,
        wallets,
      }) => {
        await view.reach({ demo, modal, wallets }, '?theme=light')
        expect(await layoutProblems(demo.page)).toEqual([])
        const box = await dialogBox(demo.page)
        if (phone) {
          // The bottom sheet: full width, on the bottom edge.
          expect(box.x).toBe(0)
          expect(box.width).toBe(viewport.width)
          expect(Math.round(box.y + box.height)).toBe(viewport.height)
        } else {
          expect(box.width).toBe(360)
          expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1)
          expect(box.y + box.height).toBeLessThan(viewport.height)
        }
      })
    }

    test('a very long wallet name ends in an ellipsis with the whole name as its title, and wraps while connecting', async ({
      demo,
      modal,
      wallets,
    }) => {
      await wallets.install([TEST_WALLET, LONG_NAME_WALLET])
      await demo.goto('?theme=light')
      await demo.connectButton.click()
      await modal.expectOpen('Connect Wallet')
      const row = modal.wallet(LONG_NAME_WALLET.name)
      await expect(row).toBeVisible()
      await expectImagesSettled(demo.page)
      const label = row.locator('.label')
      await expect(label).toHaveAttribute('title', LONG_NAME_WALLET.name)
      // Truncated indeed: the text is wider than the label shows.
      expect(await label.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
      expect(await layoutProblems(demo.page)).toEqual([])

      await modal.chooseWallet(LONG_NAME_WALLET.name)
      await modal.expectOpen(LONG_NAME_WALLET.name)
      await expect(modal.title).toHaveAttribute('title', LONG_NAME_WALLET.name)
      await expect(modal.dialog.locator('kw-connecting-external-view p.heading')).toHaveText(
        `Continue in ${LONG_NAME_WALLET.name}`,
      )
      expect(await layoutProblems(demo.page)).toEqual([])
    })
  })
}

test.describe('the phone bottom sheet and the safe areas', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('with a notch and a home indicator, the sheet reaches the bottom edge and its content stays clear of both', async ({
    demo,
    modal,
    wallets,
  }) => {
    await wallets.install([TEST_WALLET])
    // The insets of a notched phone; the demo's viewport meta has viewport-fit=cover.
    const insets = { top: 47, bottom: 34, left: 0, right: 0 }
    const cdp = await demo.page.context().newCDPSession(demo.page)
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets })
    await demo.goto('?theme=light')
    await demo.connectButton.click()
    await modal.expectOpen('Connect Wallet')
    await modal.allWalletsEntry.click()
    // All Wallets: a list taller than the screen, so the sheet is as tall as it may be.
    await modal.expectOpen('All Wallets')
    await expect(modal.walletItems.first()).toBeVisible()

    const box = await dialogBox(demo.page)
    expect(Math.round(box.y + box.height)).toBe(640)
    expect(box.y).toBeGreaterThanOrEqual(insets.top)
    const content = await modal.dialog.locator('.content').boundingBox()
    expect(content).not.toBeNull()
    expect(content!.y + content!.height).toBeLessThanOrEqual(640 - insets.bottom + 0.5)
    expect(await layoutProblems(demo.page)).toEqual([])
  })
})
