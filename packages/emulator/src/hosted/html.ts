/** HTML of the hosted pages: escaping and one accessible page layout. */

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** JSON that is safe inside a `<script>` element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(26rem, 92vw); padding: 2rem; border: 1px solid GrayText; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; }
  button { margin-top: 1.25rem; padding: .7rem 1.2rem; font-size: 1rem; cursor: pointer; }
  .secondary { background: none; border: none; text-decoration: underline; }
  [role=alert] { padding: .75rem; border-radius: 8px; background: #fde8e8; color: #7a1010; }
  table { width: 100%; border-collapse: collapse; } td, th { padding: .35rem 0; text-align: left; }
  td.amount, th.amount { text-align: right; }
  .note { font-size: .85rem; opacity: .75; }
`

/**
 * A complete hosted page. `body` is trusted HTML built with {@link escapeHtml}. Pages refuse to be
 * framed by other origins, except by `frameAncestors` (the hidden-frame result page).
 */
export function htmlPage(
  title: string,
  body: string,
  status = 200,
  headers: Record<string, string> = {},
  frameAncestors?: string,
): Response {
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<p class="note">Vitrine emulator — hosted page</p>
</main>
</body>
</html>`
  return new Response(page, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...(frameAncestors
        ? { 'content-security-policy': `frame-ancestors ${frameAncestors}` }
        : { 'x-frame-options': 'SAMEORIGIN' }),
      ...headers,
    },
  })
}

/** A page that only states a problem. */
export function errorPage(title: string, message: string, status = 400): Response {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`, status)
}

/** A redirect (303 after a form, 302 otherwise) with extra headers such as cookies. */
export function redirectTo(
  location: string,
  status: 302 | 303 = 302,
  headers: Record<string, string> = {},
): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'no-store', ...headers } })
}
