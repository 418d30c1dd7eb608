/**
 * The stylesheet of kw-modal's shadow root from the first load: the element's own box, and
 * the dialog frame and wallet rows of the shell's Connect view. The dialog's frame
 * (overlay, box, header, title, scrolling content, the phone layout, their animations) is
 * written here only: the Lit part's dialog keeps this sheet under its own
 * (modal.styles.ts), which adds what only it draws. The rows give the same sizes and
 * colours (theme tokens) as the Connect view's list (views/shared/view-styles.ts) and the
 * wallet row's (primitives/wallet-item, with the shared row look), so the hand-over to the
 * real view does not move a pixel. A plain string, parsed into one constructed sheet per
 * page: no Lit in the first load.
 */
export const SHELL_CSS = `
:host{display:contents;color:var(--kw-color-fg-primary)}
*,*::before,*::after{box-sizing:border-box}
button{appearance:none;margin:0;border:none;background:none;color:inherit;font:inherit;text-align:inherit;cursor:pointer;-webkit-tap-highlight-color:transparent}
button:focus-visible{outline:none;box-shadow:var(--kw-focus-ring)}
.overlay{position:fixed;inset:0;z-index:var(--kw-z-index);display:flex;align-items:center;justify-content:center;padding:var(--kw-spacing-4);background:var(--kw-color-bg-overlay);animation:fade-in var(--kw-duration-medium) var(--kw-ease-out)}
.dialog{position:relative;display:flex;flex-direction:column;width:var(--kw-modal-width);max-width:100%;max-height:calc(100dvh - var(--kw-spacing-8));overflow:hidden;border-radius:var(--kw-radius-2xl);background:var(--kw-color-bg-surface);box-shadow:var(--kw-shadow-modal);outline:none;font-family:var(--kw-font-family);-webkit-font-smoothing:antialiased;animation:rise-in var(--kw-duration-medium) var(--kw-ease-out)}
.header{display:grid;grid-template-columns:var(--kw-size-control-m) 1fr var(--kw-size-control-m);align-items:center;gap:var(--kw-spacing-2);min-height:calc(var(--kw-size-control-m) + var(--kw-spacing-4));padding:var(--kw-spacing-3) var(--kw-spacing-3) var(--kw-spacing-1)}
.title{margin:0;overflow:hidden;text-align:center;text-overflow:ellipsis;white-space:nowrap;font-size:var(--kw-font-size-paragraph);font-weight:var(--kw-font-weight-semibold);line-height:var(--kw-line-height-tight);letter-spacing:var(--kw-letter-spacing-tight)}
.close{display:inline-flex;align-items:center;justify-content:center;width:var(--kw-size-control-m);height:var(--kw-size-control-m);border-radius:var(--kw-radius-full);color:var(--kw-color-fg-secondary);transition:background var(--kw-duration-fast) var(--kw-ease-out)}
.close:hover{background:var(--kw-color-bg-surface-hover);color:var(--kw-color-fg-primary)}
.close svg{width:var(--kw-size-icon-m);height:var(--kw-size-icon-m);fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.body{overflow:hidden}
.content{max-height:calc(100dvh - var(--kw-spacing-8) - 64px);overflow-y:auto;overscroll-behavior:contain}
.list{display:flex;flex-direction:column;gap:var(--kw-spacing-2);padding:var(--kw-spacing-1) var(--kw-spacing-3) var(--kw-spacing-3)}
kw-wallet-item{display:block}
.row{display:flex;align-items:center;gap:var(--kw-spacing-3);width:100%;min-height:var(--kw-size-list-item);padding:var(--kw-spacing-2) var(--kw-spacing-3) var(--kw-spacing-2) var(--kw-spacing-2);border-radius:var(--kw-radius-l);background:var(--kw-row-bg,var(--kw-color-bg-surface-raised));color:var(--kw-color-fg-primary);text-align:left;transition:background-color var(--kw-duration-fast) var(--kw-ease-out)}
.row:hover{background:var(--kw-color-bg-surface-hover)}
.row:active{background:var(--kw-color-bg-surface-active)}
.label{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;font-size:var(--kw-font-size-small);font-weight:var(--kw-font-weight-semibold);line-height:var(--kw-line-height-normal)}
.image{display:flex;align-items:center;justify-content:center;flex-shrink:0;width:var(--kw-size-image-m);height:var(--kw-size-image-m);border-radius:var(--kw-radius-m);object-fit:cover;background:var(--kw-color-bg-surface-hover);color:var(--kw-color-fg-secondary);font-size:calc(var(--kw-size-image-m) * 0.38);font-weight:var(--kw-font-weight-semibold);letter-spacing:-0.02em;user-select:none;outline:1px solid var(--kw-color-border);outline-offset:-1px}
.image::before{content:attr(data-initials)}
.tag{display:inline-flex;align-items:center;flex-shrink:0;height:var(--kw-spacing-5);padding:0 var(--kw-spacing-2);border-radius:var(--kw-radius-xs);background:var(--kw-color-bg-surface-hover);color:var(--kw-color-fg-secondary);font-size:var(--kw-font-size-micro);font-weight:var(--kw-font-weight-semibold);line-height:1;white-space:nowrap;text-transform:uppercase;letter-spacing:0.02em}
.tag[data-variant='accent']{background:var(--kw-color-accent-subtle);color:var(--kw-color-accent)}
.tag[data-variant='success']{background:var(--kw-color-success-subtle);color:var(--kw-color-success)}
.text{display:flex;flex-direction:column;gap:var(--kw-spacing-05);flex:1;min-width:0}
.trailing{display:inline-flex;align-items:center;gap:var(--kw-spacing-2);flex-shrink:0;color:var(--kw-color-fg-tertiary)}
.icon-box{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;width:var(--kw-size-image-m);height:var(--kw-size-image-m);border-radius:var(--kw-radius-m);background:var(--kw-color-accent-subtle);color:var(--kw-color-accent)}
.icon-box svg{width:var(--kw-size-icon-m);height:var(--kw-size-icon-m)}
.chevron{width:var(--kw-size-icon-s);height:var(--kw-size-icon-s)}
.row svg{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
[hidden]{display:none!important}
@media (max-width:429px){
.overlay{align-items:flex-end;padding:env(safe-area-inset-top,0px) 0 0}
.dialog{width:100%;max-height:calc(100dvh - var(--kw-spacing-6) - env(safe-area-inset-top,0px));padding:0 env(safe-area-inset-right,0px) env(safe-area-inset-bottom,0px) env(safe-area-inset-left,0px);border-radius:var(--kw-radius-2xl) var(--kw-radius-2xl) 0 0;animation:slide-up var(--kw-duration-medium) var(--kw-ease-out)}
.content{max-height:calc(100dvh - var(--kw-spacing-6) - 64px - env(safe-area-inset-top,0px) - env(safe-area-inset-bottom,0px))}
}
@keyframes fade-in{from{opacity:0}}
@keyframes rise-in{from{opacity:0;transform:translateY(8px) scale(0.98)}}
@keyframes slide-up{from{transform:translateY(100%)}}
@media (prefers-reduced-motion:reduce){.overlay,.dialog{animation:none}}
`
