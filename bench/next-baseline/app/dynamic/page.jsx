import { cookies } from 'next/headers'
import { Suspense } from 'react'
import { Counter } from '../counter'

/** Reads the request's cookies: this part is rendered for each request, as a shop's personal parts are. */
async function Visitor() {
  const visitor = (await cookies()).get('visitor')?.value
  return <p>{visitor ? 'Welcome back' : 'Welcome'}</p>
}

/** The same empty page with a dynamic part behind Suspense: the shell is prerendered, the rest streams. */
export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <Suspense fallback={<p>…</p>}>
        <Visitor />
      </Suspense>
      <Counter />
    </main>
  )
}
