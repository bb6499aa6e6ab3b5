/**
 * What a browser without JavaScript is told, at the top of every page: browsing works, but the
 * cart, checkout and the account are live parts of the page that need it.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p className="noscript-note" data-testid="noscript-note">
        JavaScript is turned off. You can browse the products, but the cart, checkout and signing in need
        JavaScript: turn it on to shop here.
      </p>
    </noscript>
  )
}
