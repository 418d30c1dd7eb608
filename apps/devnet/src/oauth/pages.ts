/** The small HTML pages of the OAuth and Farcaster stand-ins (consent, approve as a fid). */

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

const STYLE =
  'body{font:15px system-ui,sans-serif;margin:3rem auto;max-width:26rem}a.button,button{display:block;width:100%;margin:.5rem 0;padding:.7rem;border:1px solid #888;border-radius:8px;background:#f4f4f4;text-align:left;font:inherit;color:inherit;text-decoration:none;cursor:pointer}'

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

export type Choice = { href: string; label: string; detail: string }

export function choicePage(
  title: string,
  intro: string,
  choices: readonly Choice[],
  cancelHref?: string,
): string {
  const buttons = choices
    .map(
      (c) =>
        `<a class="button" href="${escapeHtml(c.href)}"><strong>${escapeHtml(c.label)}</strong><br><small>${escapeHtml(c.detail)}</small></a>`,
    )
    .join('')
  const cancel = cancelHref ? `<a class="button" href="${escapeHtml(cancelHref)}">Cancel</a>` : ''
  return page(title, `<p>${escapeHtml(intro)}</p>${buttons}${cancel}`)
}
