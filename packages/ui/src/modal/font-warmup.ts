/**
 * Font warm-up: the modal's font stack names families a system may not have (Segoe UI,
 * Roboto, Inter…). The first layout that uses them makes the browser look each one up, per
 * weight, before it can fall back; in a fresh tab that took ~20 ms of the click → first view
 * frame. Laying out a hidden line of text in every weight
 * the modal uses, on idle before any click, does those look-ups off the open path.
 */

/** The weights of the type scale (--kw-font-weight-regular / medium / semibold). */
const WEIGHTS = [
  'var(--kw-font-weight-regular)',
  'var(--kw-font-weight-medium)',
  'var(--kw-font-weight-semibold)',
]
const SAMPLE = 'Connect Wallet All Wallets 0123456789 QR code Installed Recent'

/**
 * Lays out a hidden sample under `root` (so it inherits the modal's --kw-* tokens) and
 * removes it. The sample is hidden from sight and from assistive technology.
 */
export function warmModalFonts(root: HTMLElement | DocumentFragment): void {
  const document = root.ownerDocument
  if (!document) return
  const sample = document.createElement('div')
  sample.setAttribute('aria-hidden', 'true')
  sample.style.cssText =
    'position:fixed;top:0;left:0;visibility:hidden;pointer-events:none;white-space:nowrap;' +
    'font-family:var(--kw-font-family);font-size:var(--kw-font-size-paragraph)'
  for (const weight of WEIGHTS) {
    const line = document.createElement('span')
    line.style.fontWeight = weight
    line.textContent = SAMPLE
    sample.append(line)
  }
  root.append(sample)
  // Reading the size forces the layout that resolves the fonts.
  sample.getBoundingClientRect()
  sample.remove()
}
