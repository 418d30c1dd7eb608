/**
 * Runs the social callback page's inline script (src/auth/social-page.ts) against a fake
 * popup window, to see exactly where it posts. The page's own JSON element is the only
 * thing its script reads from the document.
 */

export type Post = { target: string; message: unknown; targetOrigin: string }

export type FakeWindow = { postMessage(message: unknown, targetOrigin: string): void }

export type FakeOpener = FakeWindow & { frames: unknown }

/** A window that records what is posted to it under `name`. */
export function recordingWindow(name: string, posts: Post[]): FakeWindow {
  return {
    postMessage(message, targetOrigin) {
      posts.push({ target: name, message, targetOrigin })
    },
  }
}

/** Runs the page's nonce script in a popup whose opener is `opener`; returns whether it closed. */
export function runCallbackScript(html: string, opener: FakeOpener | null): { closed: boolean } {
  const code = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1]
  const json = /<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/.exec(html)
  if (!code || !json) throw new Error('not a callback page')
  let closed = false
  const document = {
    getElementById: (id: string) => (id === json[1] ? { textContent: json[2] } : null),
  }
  const window = {
    opener,
    close() {
      closed = true
    },
  }
  new Function('window', 'document', code)(window, document)
  return { closed }
}
