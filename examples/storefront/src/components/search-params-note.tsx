/** A note a redirect asked for (`?note=…`), from a fixed list (never text from the URL). */
const NOTES: Record<string, string> = {
  'password-saved': 'Your new password is saved. Sign in with it.',
  'signed-out': 'You are signed out.',
  'sign-in-cancelled': 'Signing in was cancelled.',
  'account-needs-sign-in': 'Sign in to see your account.',
}

export function SearchParamsNote({ params }: { params: Record<string, string | string[] | undefined> }) {
  const key = params['note']
  // An own key only: `?note=__proto__` (or `constructor`, `toString`) is no note, not a 500.
  const note = typeof key === 'string' && Object.hasOwn(NOTES, key) ? NOTES[key] : undefined
  return note ? (
    <p className="notice" role="status">
      {note}
    </p>
  ) : null
}
