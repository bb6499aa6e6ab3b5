'use client'
import { useSession } from '@vitrine/react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { errorMessage } from '../lib/messages'
import { safeReturn } from '../lib/safe-return'
import { Spinner, useToast } from './ui'

/** Where the hosted sign-in page comes back: exchanges the code, then goes where the shopper was going. */
export function SignInCallback() {
  const { handleRedirect } = useSession()
  const router = useRouter()
  const toast = useToast()
  const { mutate } = handleRedirect
  useEffect(() => {
    mutate(undefined, {
      onSuccess: (result) => {
        toast('Welcome back! You are signed in.')
        router.replace(safeReturn(result.originalUri, window.location.origin))
      },
    })
  }, [mutate, router, toast])
  if (handleRedirect.error) {
    return (
      <div className="form-card">
        <p className="form-error" role="alert">
          {errorMessage(handleRedirect.error)}
        </p>
        <p>
          <Link href="/sign-in">Try signing in again</Link> or <Link href="/">go back to the shop</Link>.
        </p>
      </div>
    )
  }
  return <Spinner label="Signing you in…" />
}
