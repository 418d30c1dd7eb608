import { ShadowStyles } from '../../elements/shared/shadow-styles.js'

/**
 * The connect button's look: kw-button's main variant (sizes s, m and l, the accent fill,
 * the full radius, the focus ring, hover, press and disabled) and, while busy, kw-spinner's
 * ring drawn in CSS over the label, which stays in place so the button keeps its size and
 * its name. The `--kw-button-*` variables are set on the `button` part, so a page's
 * `::part(button)` rule can still change them, as it could on the kw-button this replaces.
 *
 * - The host stays inline: the button is an inline-flex box in the page's line, where
 *   kw-button (inline-flex) held it; a page that sets the host's display still can.
 * - While busy the label is transparent, not `visibility: hidden`, so it stays the
 *   button's name.
 * - The spinner is kw-spinner's ring (size s): a track at 18% and a quarter arc, in the
 *   label's colour.
 *
 * Written one rule per line, as the modal shell's stylesheet is: it is in every page's
 * first download, and a dapp's bundler keeps a template's text as it is (the package's
 * build minifies its other stylesheets: scripts/minify-css.mjs).
 */
export const connectButtonStyles = new ShadowStyles(`
:host{box-sizing:border-box;font-family:var(--kw-font-family);-webkit-font-smoothing:antialiased}
*,*::before,*::after{box-sizing:inherit}
button{--kw-button-height:var(--kw-size-control-m);--kw-button-padding:0 var(--kw-spacing-4);--kw-button-font-size:var(--kw-font-size-small);--kw-button-bg:var(--kw-color-accent);--kw-button-bg-hover:var(--kw-color-accent-hover);--kw-button-fg:var(--kw-color-fg-on-accent);--kw-button-border:transparent;appearance:none;position:relative;display:inline-flex;align-items:center;justify-content:center;gap:var(--kw-spacing-2);height:var(--kw-button-height);margin:0;padding:var(--kw-button-padding);border-radius:var(--kw-radius-full);border:1px solid var(--kw-button-border);background:var(--kw-button-bg);color:var(--kw-button-fg);font:inherit;font-size:var(--kw-button-font-size);font-weight:var(--kw-font-weight-semibold);line-height:1;text-align:inherit;white-space:nowrap;cursor:pointer;-webkit-tap-highlight-color:transparent;transition:background-color var(--kw-duration-fast) var(--kw-ease-out),transform var(--kw-duration-fast) var(--kw-ease-out),opacity var(--kw-duration-fast) var(--kw-ease-out)}
:host([size='s']) button{--kw-button-height:var(--kw-size-control-s);--kw-button-padding:0 var(--kw-spacing-3);--kw-button-font-size:var(--kw-font-size-tiny)}
:host([size='l']) button{--kw-button-height:var(--kw-size-control-l);--kw-button-padding:0 var(--kw-spacing-5);--kw-button-font-size:var(--kw-font-size-paragraph)}
button:hover:not(:disabled){background:var(--kw-button-bg-hover)}
button:active:not(:disabled){transform:scale(0.98)}
button:focus-visible{outline:none;box-shadow:var(--kw-focus-ring)}
button:disabled{opacity:0.5;cursor:not-allowed}
button[aria-busy='true']{opacity:1;cursor:progress}
.label{display:inline-flex;align-items:center}
[aria-busy='true'] .label{opacity:0}
.spinner{position:absolute;width:calc(var(--kw-size-icon-s) * 11 / 12);height:calc(var(--kw-size-icon-s) * 11 / 12);border:calc(var(--kw-size-icon-s) / 8) solid color-mix(in srgb,currentColor 18%,transparent);border-top-color:currentColor;border-radius:50%;animation:kw-spin var(--kw-duration-spin) linear infinite}
[aria-busy='false'] .spinner{display:none}
@keyframes kw-spin{from{transform:rotate(45deg)}to{transform:rotate(405deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation-duration:calc(var(--kw-duration-spin) * 3)}}
`)
