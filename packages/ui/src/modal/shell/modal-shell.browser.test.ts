import { type Connector, getWalletList, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  expectNoAxeViolations,
  settleAnimations,
  THEME_MODES,
} from '../../testing/a11y.test-helpers.js'
import {
  deepActiveElement,
  focusedHost,
  mountModal,
  openFreshPage,
  pointAtShellView,
  pressMouse,
  removeModals,
  restPointerInCorner,
} from '../../testing/modal.test-helpers.js'
import { expectSteady } from '../../testing/wait.test-helpers.js'
import { createTestClient } from '../../views/shared/test-client.test-helpers.js'
import type { KwModal } from './modal-shell.js'
import { type ModalPartModule, modalPartSource } from './modal-shell.js'

const realLoad = modalPartSource.load
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f6851b"/></svg>')}`

/**
 * Holds the Lit part's import back until `release()`; counts the imports asked for. `source`
 * is a fresh page's (openFreshPage) or this page's, put back after the test.
 */
function holdPart(source = modalPartSource) {
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const hold = { asked: 0, release }
  const load = source === modalPartSource ? realLoad : source.load
  source.load = (): Promise<ModalPartModule> => {
    hold.asked++
    return held.then(load)
  }
  onTestFinished(() => {
    source.load = load
  })
  return hold
}

afterEach(() => {
  modalPartSource.load = realLoad
  removeModals()
})

// The pointer rests away from the dialog's place (see restPointerInCorner).
beforeEach(restPointerInCorner)

/** Resolves in the next animation frame's callbacks: what is there is what that frame paints. */
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

const root = (modal: KwModal) => modal.shadowRoot as ShadowRoot
/** The shell's own Connect view (its list sits right in the dialog's content). */
const shellList = (modal: KwModal) => root(modal).querySelector<HTMLElement>('.content > .list')
const shellRows = (modal: KwModal) => [
  ...(shellList(modal)?.querySelectorAll<HTMLElement>(':scope > kw-wallet-item') ?? []),
]
/** The real Connect view's rows, once the Lit part rendered it. */
const realRows = (modal: KwModal) => [
  ...(root(modal)
    .querySelector('.content > kw-connect-view')
    ?.shadowRoot?.querySelectorAll<HTMLElement>('kw-wallet-item') ?? []),
]
/**
 * A row's button: in the row's light DOM while kw-wallet-item is not defined on the page
 * (a first load), in its shadow root once it is (other tests of this page define it).
 */
const rowButton = (item: HTMLElement) =>
  (item.shadowRoot ?? item).querySelector<HTMLButtonElement>('button.row')
const laidOut = (element: Element | null | undefined) => {
  const box = element?.getBoundingClientRect()
  return box !== undefined && box.width > 0 && box.height > 0
}

describe('kw-modal: its own Connect view while the Lit part is on its way', () => {
  it('draws the dialog and the known wallets in the same frame as opening, without the Lit part', async () => {
    const hold = holdPart()
    const { modal, client, opener } = await mountModal('light')
    openModal(client)
    await nextFrame()
    // Opened cold: this view is the whole first view; the Lit part waits for an action.
    expect(hold.asked).toBe(0)
    const dialog = root(modal).querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const title = root(modal).getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(root(modal).querySelector('button[aria-label="Close"]')).not.toBeNull()
    const rows = shellRows(modal)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every(laidOut)).toBe(true)
    expect(modal.hasAttribute('open')).toBe(true)
    // Focus moved into the dialog, on its heading (as the real Connect view's dialog does).
    expect(deepActiveElement()).toBe(title)
    expect(document.activeElement).not.toBe(opener)
    await expectSteady(() => hold.asked, 0)
  })

  it.each([
    ['a pointer over the dialog', (modal: KwModal) => pointAtShellView(modal)],
    [
      'a pointer down in the dialog',
      (modal: KwModal) =>
        root(modal)
          .querySelector('.title')
          ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true })),
    ],
    [
      'focus moving to a row',
      (modal: KwModal) => {
        const row = shellRows(modal)[0] as HTMLElement
        ;(row.shadowRoot ? row : (rowButton(row) as HTMLElement)).focus()
      },
    ],
    ['Tab', () => userEvent.tab()],
  ] as const)('asks for the Lit part at the first action in its view: %s', async (_, act) => {
    const hold = holdPart()
    const { modal, client } = await mountModal('light')
    openModal(client)
    await nextFrame()
    expect(hold.asked).toBe(0)
    await act(modal)
    await expect.poll(() => hold.asked).toBe(1)
    // Once: more actions ask for nothing more.
    pointAtShellView(modal)
    await expectSteady(() => hold.asked, 1)
  })

  it('asks for nothing on a pointer over the backdrop, only for a banner to show', async () => {
    const hold = holdPart()
    const { modal, client } = await mountModal('light')
    openModal(client)
    await nextFrame()
    root(modal)
      .querySelector('[part="overlay"]')
      ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }))
    await expectSteady(() => hold.asked, 0)
    keywayHost(client).showSuccess('Link copied')
    await expect.poll(() => hold.asked).toBe(1)
  })

  it('asks for the Lit part at once where it has no view of its own to paint first', async () => {
    const hold = holdPart()
    const { client } = await mountModal('light')
    openModal(client, { view: 'Networks' })
    await nextFrame()
    expect(hold.asked).toBe(1)
  })

  it("shows core's wallet list as it stands: each wallet's name, image and tag, as the real row", async () => {
    holdPart()
    const setup = createTestClient({
      connectors: [
        { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
        {
          id: 'io.metamask',
          name: 'MetaMask',
          chain: 'eip155',
          type: 'ANNOUNCED',
          imageUrl: ICON,
          info: { rdns: 'io.metamask' },
        },
      ],
    })
    const { modal, client } = await mountModal('dark', setup)
    openModal(client)
    await nextFrame()
    const { wallets } = getWalletList(client)
    const rows = shellRows(modal)
    expect(rows.map((row) => row.getAttribute('name'))).toEqual(wallets.map((entry) => entry.name))
    expect(rows.map((row) => row.getAttribute('wallet-id'))).toEqual(wallets.map((e) => e.key))
    const metamask = rows.find((row) => row.getAttribute('name') === 'MetaMask') as HTMLElement
    const button = rowButton(metamask) as HTMLButtonElement
    // The EIP-6963 announcement's own icon, painted; the name; the "Installed" tag.
    const image = () => button.querySelector<HTMLImageElement>('img.image')
    expect(image()?.getAttribute('src')).toBe(ICON)
    await expect.poll(() => image()?.complete && image()?.naturalWidth).toBeGreaterThan(0)
    expect(laidOut(image())).toBe(true)
    expect(button.textContent).toContain('MetaMask')
    expect(button.textContent?.toLowerCase()).toContain('installed')
  })

  it('closes on Escape before the Lit part arrives, and gives focus back to the opener', async () => {
    const hold = holdPart()
    const { modal, client, opener } = await mountModal('light')
    openModal(client)
    await nextFrame()
    expect(shellList(modal)).not.toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(keywayHost(client).state.modal.open).toBe(false)
    await expect.poll(() => root(modal).querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(modal.hasAttribute('open')).toBe(false)
    // Escape is no action that needs the part: it was never asked for.
    await expectSteady(() => hold.asked, 0)
  })

  it('closes with its close button and on a click on the overlay, not on a click in the dialog', async () => {
    holdPart()
    const { modal, client } = await mountModal('light')
    openModal(client)
    await nextFrame()
    ;(root(modal).querySelector('.dialog') as HTMLElement).click()
    expect(keywayHost(client).state.modal.open).toBe(true)
    await userEvent.click(root(modal).querySelector('[part="overlay"]') as HTMLElement, {
      position: { x: 5, y: 5 },
    })
    expect(keywayHost(client).state.modal.open).toBe(false)
    openModal(client)
    await nextFrame()
    ;(root(modal).querySelector('button[aria-label="Close"]') as HTMLElement).click()
    expect(keywayHost(client).state.modal.open).toBe(false)
  })

  it('keeps Tab and Shift-Tab inside its dialog', async () => {
    holdPart()
    const { modal, client } = await mountModal('light')
    openModal(client)
    // The catalogue's first page adds its wallets and All wallets: wait for the whole list.
    await expect.poll(() => client.state.walletCatalogue.firstPage.status).toBe('loaded')
    await nextFrame()
    const dialog = root(modal).querySelector('.dialog') as HTMLElement
    const inside = () => {
      let node: Node | null = deepActiveElement()
      while (node && node !== dialog) {
        node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null)
      }
      return node === dialog
    }
    const seen = new Set<Element | null>()
    const controls = 1 + (shellList(modal)?.children.length ?? 0)
    for (let i = 0; i <= controls; i++) {
      await userEvent.tab()
      expect(inside()).toBe(true)
      seen.add(deepActiveElement())
    }
    // The close button, every wallet row and All wallets.
    expect(seen.size).toBe(controls)
    await userEvent.tab({ shift: true })
    expect(inside()).toBe(true)
  })

  it('waits for the real view where it cannot show the same one: a legal checkbox to tick first', async () => {
    const hold = holdPart()
    const setup = createTestClient({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.test/terms',
    })
    const { modal, client } = await mountModal('light', setup)
    openModal(client)
    await nextFrame()
    expect(hold.asked).toBe(1)
    expect(root(modal).querySelector('[role="dialog"]')).toBeNull()
  })

  it('is not drawn for another opening view (Account, a connecting view): those wait for their chunk', async () => {
    holdPart()
    const { modal, client } = await mountModal('light')
    openModal(client, { view: 'Networks' })
    await nextFrame()
    expect(root(modal).querySelector('[role="dialog"]')).toBeNull()
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    holdPart()
    const { modal, client } = await mountModal(mode)
    openModal(client)
    await nextFrame()
    await expectNoAxeViolations(modal)
  })

  it('updateComplete settles only once the Lit part has rendered the open dialog', async () => {
    const hold = holdPart()
    const { modal, client } = await mountModal('light')
    openModal(client)
    await nextFrame()
    expect(pointAtShellView(modal)).toBe(true)
    let settled = false
    void modal.updateComplete.then(() => {
      settled = true
    })
    await expectSteady(() => settled, false)
    hold.release()
    await modal.updateComplete
    expect(settled).toBe(true)
    expect(root(modal).querySelector('.content > kw-connect-view')).not.toBeNull()
    expect(shellList(modal)).toBeNull()
  })
})

describe('kw-modal: the hand-over from its own Connect view to the real one', () => {
  it('replaces it in one frame: every frame shows one list of wallets, never none or two', async () => {
    const hold = holdPart()
    const { modal, client } = await mountModal('light')
    openModal(client)
    await nextFrame()
    await settleAnimations()
    const shellDialog = (
      root(modal).querySelector('.dialog') as HTMLElement
    ).getBoundingClientRect()
    const shellRow = (shellRows(modal)[0] as HTMLElement).getBoundingClientRect()
    const frames: { shell: number; real: number }[] = []
    pointAtShellView(modal)
    hold.release()
    for (let frame = 0; frame < 120; frame++) {
      await nextFrame()
      const real = realRows(modal).filter(laidOut).length
      frames.push({ shell: shellRows(modal).filter(laidOut).length, real })
      if (real > 0) break
    }
    expect(frames.at(-1)?.real).toBeGreaterThan(0)
    for (const { shell, real } of frames) {
      expect(shell > 0 !== real > 0, JSON.stringify(frames)).toBe(true)
    }
    // The same box and the same row where the shell drew them: the hand-over does not jump.
    const dialog = (root(modal).querySelector('.dialog') as HTMLElement).getBoundingClientRect()
    const row = (realRows(modal)[0] as HTMLElement).getBoundingClientRect()
    for (const [before, after] of [
      [shellDialog, dialog],
      [shellRow, row],
    ] as const) {
      expect([after.x, after.y, after.width, after.height]).toEqual([
        before.x,
        before.y,
        before.width,
        before.height,
      ])
    }
  })

  it('keeps focus on the same wallet row', async () => {
    const hold = holdPart()
    const { modal, client } = await mountModal('light')
    openModal(client)
    await nextFrame()
    const row = shellRows(modal).at(-1) as HTMLElement
    const name = row.getAttribute('name')
    ;(row.shadowRoot ? row : (rowButton(row) as HTMLElement)).focus()
    hold.release()

    await expect
      .poll(() => {
        const host = focusedHost()
        return host?.localName === 'kw-wallet-item' && realRows(modal).includes(host as HTMLElement)
          ? host.getAttribute('name')
          : undefined
      })
      .toBe(name)
    expect(shellList(modal)).toBeNull()
  })

  it('keeps focus on the close button', async () => {
    const hold = holdPart()
    const { modal, client, opener } = await mountModal('light')
    openModal(client)
    await nextFrame()
    const shellClose = root(modal).querySelector('button[aria-label="Close"]') as HTMLElement
    shellClose.focus()
    hold.release()
    await expect.poll(() => realRows(modal).length).toBeGreaterThan(0)
    const close = root(modal).querySelector('button[aria-label="Close"]')
    expect(close).not.toBe(shellClose)
    await expect.poll(() => deepActiveElement()).toBe(close)
    // The opener the shell saw is the one focus goes back to.
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => document.activeElement).toBe(opener)
  })

  it('replays a wallet chosen before the Lit part arrived on the real row', async () => {
    const hold = holdPart()
    const { modal, client, evm } = await mountModal('light')
    // The wallet never answers: the connecting view stays.
    evm.connect = () => new Promise(() => undefined)
    openModal(client)
    await nextFrame()
    const metamask = shellRows(modal).find((row) => row.getAttribute('name') === 'MetaMask')
    await userEvent.click(rowButton(metamask as HTMLElement) as HTMLElement)
    // Kept, not acted on: the router stays on Connect until the real view chooses it.
    expect(keywayHost(client).state.router.view).toBe('Connect')
    hold.release()
    await expect.poll(() => keywayHost(client).state.router.view).toBe('ConnectingExternal')
    expect(keywayHost(client).state.router.data?.wallet?.name).toBe('MetaMask')
  })
})

/**
 * Where a press test runs, as kw-wallet-item stands on the page. Not yet defined (a first
 * load: the real Connect view defines it when it is created), the shell's rows are plain
 * elements holding the shell's own button; defined (the Lit dialog was shown before, or the
 * page uses our primitives), they are upgraded: their button is in their shadow root and
 * they delegate focus. This test page is shared by every file of the project, where an
 * earlier file has usually defined it, so "not yet defined" runs in a fresh page of its own
 * (openFreshPage: a frame with its own registry and modules) and "defined" in this page
 * once wallet-item.js (which defines it on import) is loaded. Each checks which it got.
 */
const PAGES = [
  ['kw-wallet-item not yet defined (a fresh page)', false, () => openFreshPage()],
  [
    'kw-wallet-item defined (this page)',
    true,
    async () => {
      await import('../../primitives/wallet-item/wallet-item.js')
      return { openModal, keywayHost, modalPartSource, createTestClient, window }
    },
  ],
] as const

/** MetaMask announced with no picture of its own: the catalogue's entry brings one. */
const WITHOUT_ICON: Connector[] = [
  { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
  {
    id: 'io.metamask',
    name: 'MetaMask',
    chain: 'eip155',
    type: 'ANNOUNCED',
    info: { rdns: 'io.metamask' },
  },
]

describe.each(PAGES)(
  'kw-modal: a row of its own Connect view under focus or a press, %s',
  (_, defined, page) => {
    /**
     * Opens cold on Connect with the Lit part held back (`hold.release()` lets it in) and the
     * catalogue failing (`catalogue()` lets its first page land): MetaMask is listed by its
     * announced connector alone, under the connector's id, with its initials; the catalogue's
     * entry then joins it under the catalogue's id, with a picture to fetch. The wallet never
     * answers, so a choice stays on its connecting view. `metamask` is its row's button; the
     * row is checked to be in the state this suite is for.
     */
    async function openCold() {
      const target = await page()
      const hold = holdPart(target.modalPartSource)
      const failCatalogue = { value: true }
      const { client, evm } = target.createTestClient({ connectors: WITHOUT_ICON, failCatalogue })
      evm.connect = () => new Promise(() => undefined)
      const document = target.window.document
      const modal = document.createElement('kw-modal')
      modal.prefetch = false
      modal.client = client
      document.body.append(modal)
      await modal.updateComplete
      target.openModal(client)
      await nextFrame()
      const row = shellRows(modal).find((item) => item.getAttribute('name') === 'MetaMask')
      if (!row) throw new Error('no MetaMask row')
      expect(row.shadowRoot !== null).toBe(defined)
      expect(row.getAttribute('wallet-id')).toBe('io.metamask')
      const metamask = rowButton(row) as HTMLElement
      const host = target.keywayHost(client)
      const catalogue = async () => {
        // What was asked for so far (at the open, at the first action) has failed.
        await expect.poll(() => client.state.walletCatalogue.firstPage.status).toBe('error')
        failCatalogue.value = false
        await host.walletCatalogue.getFirstPage()
      }
      /** The focused element, through shadow roots, in the page the modal is in. */
      const focused = () => {
        let active = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return active
      }
      return { hold, modal, row, metamask, catalogue, focused, router: () => host.state.router }
    }

    type Cold = Awaited<ReturnType<typeof openCold>>

    it('keeps the row, and focus on it, when the catalogue joins its wallet', async () => {
      const { modal, row, metamask, catalogue, focused } = await openCold()
      metamask.focus()
      await catalogue()
      // Drawn again where it was: the catalogue's id, and the picture once fetched.
      await expect.poll(() => row.getAttribute('wallet-id')).toBe('wallet-0')
      await expect.poll(() => row.getAttribute('image-src')).toMatch(/^blob:/)
      expect(shellRows(modal).indexOf(row)).toBe(1)
      expect(focused()).toBe(metamask)
    })

    /**
     * A press on MetaMask's row is under way: the catalogue's first page lands, then the Lit
     * part. The shell's view and the row stay until `end` ends the press, which chooses MetaMask.
     */
    async function acrossTheArrivals(cold: Cold, end: () => Promise<unknown>) {
      const { hold, modal, row, catalogue, router } = cold
      await catalogue()
      hold.release()
      // The part has arrived (updateComplete waits for it) with the press still on.
      await modal.updateComplete
      await expectSteady(
        () => [shellList(modal) !== null, shellRows(modal).includes(row)],
        [true, true],
        100,
      )
      await end()
      await expect.poll(() => router().view).toBe('ConnectingExternal')
      expect(router().data?.wallet?.name).toBe('MetaMask')
      expect(shellList(modal)).toBeNull()
    }

    it('Space held on a row while the list changes and the Lit part arrives chooses that wallet on release', async () => {
      const cold = await openCold()
      cold.metamask.focus()
      // A button's click comes when Space is released: the row must still be the shell's then.
      await userEvent.keyboard('[Space>]')
      await acrossTheArrivals(cold, () => userEvent.keyboard('[/Space]'))
    })

    it('a mouse button held on a row while the list changes and the Lit part arrives chooses that wallet once up', async () => {
      const cold = await openCold()
      // The pointer entering the dialog asks for the part; the press goes on while it arrives.
      const release = await pressMouse(cold.metamask)
      await expect.poll(() => cold.hold.asked).toBe(1)
      // The click ends where the press began: the shell's row stays until the button is up.
      await acrossTheArrivals(cold, release)
    })
  },
)

/**
 * The Lit part arrives before the modal opens, as a mouse visitor's does: the pointer
 * crossing a Keyway button (here an element marked `data-keyway-prefetch`) prefetches it.
 * Returns a count of the part's imports.
 */
async function prefetchPart(modal: KwModal) {
  const seen = { asked: 0, loaded: undefined as Promise<ModalPartModule> | undefined }
  modalPartSource.load = () => {
    seen.asked++
    seen.loaded = realLoad()
    return seen.loaded
  }
  // The intent listeners are set up when the modal is put in the page with prefetch on.
  modal.remove()
  modal.prefetch = true
  modal.scheduleIdle = () => undefined
  document.body.append(modal)
  const marked = document.createElement('span')
  marked.setAttribute('data-keyway-prefetch', '')
  document.body.append(marked)
  marked.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }))
  marked.remove()
  await expect.poll(() => seen.loaded).toBeDefined()
  await seen.loaded
  return seen
}

/** A mouse visitor: the opener was clicked, so its focus is not focus-visible. */
async function clickOpener(opener: HTMLButtonElement): Promise<void> {
  // Focused by a script first (mountModal): a click on it would leave that focus as it was.
  opener.blur()
  await userEvent.click(opener)
  expect(opener.matches(':focus-visible')).toBe(false)
  await restPointerInCorner()
}

/** A mouse visitor's open: the part prefetched on intent, the opener clicked, then opened. */
async function openWithPartThere(options?: Parameters<typeof openModal>[1]) {
  const setup = await mountModal('light')
  const seen = await prefetchPart(setup.modal)
  await clickOpener(setup.opener)
  openModal(setup.client, options)
  await nextFrame()
  return { ...setup, seen }
}

const realView = (modal: KwModal) => root(modal).querySelector('.content > kw-connect-view')
const dialogs = (modal: KwModal) => root(modal).querySelectorAll('[role="dialog"]').length

describe('kw-modal: its own Connect view stands until the first action, Lit part there or not', () => {
  it('keeps its view on an open on Connect with the part already there, and hands over in the pointer-over itself', async () => {
    const { modal, seen } = await openWithPartThere()
    const title = root(modal).querySelector('.title')
    expect(deepActiveElement()).toBe(title)
    // The Lit dialog is not rendered while the visitor has not acted.
    await expectSteady(
      () => [shellRows(modal).length > 0, realView(modal), dialogs(modal)],
      [true, null, 1],
    )
    // The part's module does not define kw-wallet-item (the Connect view does when it is
    // created), so its arrival leaves the rows as drawn; where another test of this page
    // defined it before, they upgraded. Either way each row shows one button.
    const defined = customElements.get('kw-wallet-item') !== undefined
    for (const row of shellRows(modal)) {
      expect(row.shadowRoot !== null).toBe(defined)
      const inShadow = row.shadowRoot?.querySelectorAll('button.row').length ?? 0
      expect(inShadow + row.querySelectorAll('button.row').length).toBe(1)
    }
    expect(pointAtShellView(modal)).toBe(true)
    // In the same event: the real view is in place before the pointer could press a row.
    expect(shellList(modal)).toBeNull()
    expect(realView(modal)).not.toBeNull()
    expect(dialogs(modal)).toBe(1)
    // Focus goes on to the real dialog's heading, the control it was on.
    const heading = root(modal).querySelector('.title')
    expect(heading).not.toBe(title)
    await expect.poll(() => deepActiveElement()).toBe(heading)
    await expect.poll(() => realRows(modal).filter(laidOut).length).toBeGreaterThan(0)
    expect(seen.asked).toBe(1)
  })

  it('after a Tab, hands over in the next task with focus on the control Tab moved to', async () => {
    const { modal } = await openWithPartThere()
    await userEvent.tab()
    const close = () => root(modal).querySelector('button[aria-label="Close"]')
    await expect.poll(() => realView(modal)).not.toBeNull()
    expect(shellList(modal)).toBeNull()
    // The real close button (the shell's first control after the heading).
    await expect.poll(() => deepActiveElement()).toBe(close())
    expect(close()?.classList.contains('icon-button')).toBe(true)
  })

  it('after a touch on a row, hands over once the pointer is up and chooses the same wallet', async () => {
    const { modal, client, evm } = await openWithPartThere()
    evm.connect = () => new Promise(() => undefined)
    const metamask = shellRows(modal).find((row) => row.getAttribute('name') === 'MetaMask')
    const button = rowButton(metamask as HTMLElement) as HTMLElement
    const touch = { bubbles: true, composed: true, pointerType: 'touch' }
    button.dispatchEvent(new PointerEvent('pointerover', touch))
    button.dispatchEvent(new PointerEvent('pointerdown', { ...touch, buttons: 1 }))
    // The pressed row stays until the press is done: its click is not lost.
    await expectSteady(() => shellList(modal) !== null, true, 100)
    button.dispatchEvent(new PointerEvent('pointerup', touch))
    button.click()
    await expect.poll(() => keywayHost(client).state.router.view).toBe('ConnectingExternal')
    expect(keywayHost(client).state.router.data?.wallet?.name).toBe('MetaMask')
    expect(shellList(modal)).toBeNull()
  })

  it('keeps its view when the prefetched part arrives after the open, until the first action', async () => {
    const { modal, client, opener } = await mountModal('light')
    const hold = holdPart()
    modal.remove()
    modal.prefetch = true
    modal.scheduleIdle = () => undefined
    document.body.append(modal)
    await clickOpener(opener)
    const marked = document.createElement('span')
    marked.setAttribute('data-keyway-prefetch', '')
    document.body.append(marked)
    marked.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }))
    marked.remove()
    await expect.poll(() => hold.asked).toBe(1)
    openModal(client)
    await nextFrame()
    hold.release()
    await modal.updateComplete
    await expectSteady(() => [shellList(modal) !== null, realView(modal)], [true, null])
    pointAtShellView(modal)
    expect(realView(modal)).not.toBeNull()
    expect(shellList(modal)).toBeNull()
    expect(hold.asked).toBe(1)
  })

  it('hands over at once, part there, when a banner is to show', async () => {
    const { modal, client } = await openWithPartThere()
    expect(shellList(modal)).not.toBeNull()
    keywayHost(client).showSuccess('Link copied')
    await expect.poll(() => root(modal).querySelector('[part="notification"]')).not.toBeNull()
    expect(shellList(modal)).toBeNull()
    expect(dialogs(modal)).toBe(1)
  })

  it('shows the Lit dialog at once, part there, for another view', async () => {
    const { modal } = await openWithPartThere({ view: 'Networks' })
    expect(shellList(modal)).toBeNull()
    expect(root(modal).querySelector('.content')?.firstElementChild).not.toBeNull()
  })

  it("shows the Lit dialog at once, part there, for a keyboard visitor's open", async () => {
    const { modal, client, opener } = await mountModal('light')
    await prefetchPart(modal)
    opener.blur()
    await userEvent.keyboard('{Shift}')
    opener.focus()
    expect(opener.matches(':focus-visible')).toBe(true)
    openModal(client)
    await nextFrame()
    expect(shellList(modal)).toBeNull()
    expect(realView(modal)).not.toBeNull()
  })

  it('shows the Lit dialog at once on the opens after the one that rendered it', async () => {
    const { modal, client } = await openWithPartThere()
    pointAtShellView(modal)
    expect(realView(modal)).not.toBeNull()
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => dialogs(modal)).toBe(0)
    await restPointerInCorner()
    openModal(client)
    await nextFrame()
    expect(shellList(modal)).toBeNull()
    expect(realView(modal)).not.toBeNull()
  })
})
