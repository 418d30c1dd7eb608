/**
 * The iframe element: hidden while the wallet works in the background, shown when the user
 * must approve a not-safe request in the frame (docs/views.md#approvetransaction).
 */

export const FRAME_ELEMENT_ATTRIBUTE = 'data-keyway-embedded-wallet'

const HIDDEN_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  border: '0',
  opacity: '0',
  pointerEvents: 'none',
  visibility: 'hidden',
  transform: '',
  zIndex: '',
}

const VISIBLE_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  top: '50%',
  left: '50%',
  width: 'min(360px, 100vw)',
  height: 'min(600px, 100vh)',
  border: '0',
  opacity: '1',
  pointerEvents: 'auto',
  visibility: 'visible',
  transform: 'translate(-50%, -50%)',
  // Above the modal's overlay, which the modal keeps for the rest of the page.
  zIndex: '2147483647',
}

export function createFrameElement(document: Document, src: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.setAttribute(FRAME_ELEMENT_ATTRIBUTE, '')
  iframe.title = 'Keyway embedded wallet'
  // Scripts and its own origin's storage (the session lives there); popups for social
  // login, unsandboxed so the provider's sign-in page works normally.
  iframe.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms',
  )
  iframe.setAttribute('allow', 'clipboard-write')
  iframe.referrerPolicy = 'origin'
  iframe.src = src
  setFrameVisible(iframe, false)
  return iframe
}

export function setFrameVisible(iframe: HTMLIFrameElement, visible: boolean): void {
  Object.assign(iframe.style, visible ? VISIBLE_STYLE : HIDDEN_STYLE)
  if (visible) {
    iframe.removeAttribute('aria-hidden')
    iframe.removeAttribute('tabindex')
    iframe.setAttribute('data-visible', '')
  } else {
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    iframe.removeAttribute('data-visible')
  }
}
