import { useSession } from '@vitrine/react'
import { useEffect } from 'react'
import { Link, navigate } from '../router'
import { errorMessage, Spinner, useToast } from '../ui'

/** Where the hosted login page comes back: completes the login, then goes where the shopper was. */
export function Callback() {
  const { handleRedirect } = useSession()
  const toast = useToast()
  const { mutate } = handleRedirect
  useEffect(() => {
    // Strict mode runs this twice: the hook exchanges the code once for one URL.
    mutate(undefined, {
      onSuccess: (result) => {
        toast('Welcome back! You are signed in.')
        const to = result.originalUri
        navigate(to?.startsWith('/') ? to : '/', { replace: true })
      },
    })
  }, [mutate, toast])
  if (handleRedirect.error) {
    return (
      <section className="page-narrow">
        <h1 tabIndex={-1}>Sign-in did not complete</h1>
        <p className="form-error" role="alert">
          {errorMessage(handleRedirect.error)}
        </p>
        <Link to="/account/sign-in" className="button button-primary">
          Try again
        </Link>
      </section>
    )
  }
  return (
    <section className="page-narrow centered">
      <h1 tabIndex={-1}>Signing you in…</h1>
      <Spinner label="Completing the sign-in…" />
    </section>
  )
}
