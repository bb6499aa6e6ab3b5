import {
  type MutateOptions,
  MutationObserver,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query'
import type {
  CartMutationData,
  CartMutationOptions,
  CartMutationVariables,
  CartWrites,
} from './cart-mutation-options'
import { CART_MUTATIONS, type CartMutationName } from './query-keys'
import type { RegisteredClient } from './register'

/** The cart writes of one `useCart`, each a TanStack mutation with its own state. */
export type CartMutations<C = RegisteredClient> = {
  readonly [N in CartMutationName]: UseMutationResult<
    CartMutationData<C>[N],
    Error,
    CartMutationVariables<C>[N]
  >
}

type Observer<N extends CartMutationName> = MutationObserver<
  CartMutationData[N],
  Error,
  CartMutationVariables[N]
>
type Slots = { [N in CartMutationName]?: { observer: Observer<N>; unsubscribe?: (() => void) | undefined } }

/** One `useCart`'s mutations: started by its actions, read through `mutations`. */
export interface CartMutationsRuntime {
  /** Starts a write now and records it as this hook's latest mutation of its kind. */
  mutate<N extends CartMutationName>(
    name: N,
    variables: CartMutationVariables[N],
    options?: MutateOptions<CartMutationData[N], Error, CartMutationVariables[N]>,
  ): Promise<CartMutationData[N]>
  /** The mutation results; reading one subscribes the component to it. */
  readonly results: CartMutations
  /** Subscribes to the mutations read so far (and to those read later); returns the unsubscribe. */
  connect(): () => void
}

/**
 * The per-hook mutation state of the cart writes. A write starts when the action is called (so
 * its optimistic change shows in the same tick and it keeps its place in line); the TanStack
 * mutation then follows that started write (`mutationFn` returns it), so `isPending`, `error`,
 * `reset`, `useIsMutating`, `useMutationState` and the devtools see it. The component re-renders
 * for a mutation's state only once it has read that mutation: a product card that only calls
 * `addItems` never re-renders for it.
 */
export function createCartMutations(
  queryClient: QueryClient,
  options: CartMutationOptions,
  writes: CartWrites,
  onChange: () => void,
): CartMutationsRuntime {
  const slots: Slots = {}
  const read = new Set<CartMutationName>()
  let connected = false

  function listen<N extends CartMutationName>(name: N): void {
    const slot = slots[name]
    if (!connected || !slot || slot.unsubscribe) return
    slot.unsubscribe = slot.observer.subscribe(() => {
      if (read.has(name)) onChange()
    })
  }

  function use<N extends CartMutationName>(name: N, observer: Observer<N>): Observer<N> {
    slots[name]?.unsubscribe?.()
    ;(slots as { [K in N]?: { observer: Observer<K> } })[name] = { observer }
    listen(name)
    return observer
  }

  function result<N extends CartMutationName>(
    name: N,
  ): UseMutationResult<CartMutationData[N], Error, CartMutationVariables[N]> {
    read.add(name)
    const observer = slots[name]?.observer ?? use(name, new MutationObserver(queryClient, options[name]))
    // TanStack's own signature makes `variables` optional only where they may be `void`.
    const mutateAsync = (
      variables?: CartMutationVariables[N],
      mutateOptions?: MutateOptions<CartMutationData[N], Error, CartMutationVariables[N]>,
    ) => runtime.mutate(name, variables as CartMutationVariables[N], mutateOptions)
    return {
      ...observer.getCurrentResult(),
      mutate: (
        variables?: CartMutationVariables[N],
        mutateOptions?: MutateOptions<CartMutationData[N], Error, CartMutationVariables[N]>,
      ) => {
        mutateAsync(variables, mutateOptions).catch(() => {})
      },
      mutateAsync,
    }
  }

  const runtime: CartMutationsRuntime = {
    mutate(name, variables, mutateOptions) {
      const started = writes[name](variables)
      const observer = use(
        name,
        new MutationObserver(queryClient, { ...options[name], mutationFn: () => started }),
      )
      // The write's own promise reports its outcome; the mutation only records it.
      observer.mutate(variables, mutateOptions).catch(() => {})
      return started
    },
    results: CART_MUTATIONS.reduce(
      (results, name) => Object.defineProperty(results, name, { enumerable: true, get: () => result(name) }),
      {} as CartMutations,
    ),
    connect() {
      connected = true
      for (const name of Object.keys(slots) as CartMutationName[]) listen(name)
      return () => {
        connected = false
        for (const slot of Object.values(slots)) {
          slot.unsubscribe?.()
          slot.unsubscribe = undefined
        }
      }
    },
  }
  return runtime
}
