import { Counter } from './counter'

export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <Counter />
    </main>
  )
}
