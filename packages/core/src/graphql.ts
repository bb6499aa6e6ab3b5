import { inputNonEmpty, inputOptional } from './check-input'
import { GraphQLError, type GraphQLErrorEntry } from './errors'
import type { Operation } from './operation'

/** A GraphQL answer: `data`, and `errors` when the query failed in part or in whole. */
interface GraphQLAnswer {
  data?: unknown
  errors?: GraphQLErrorEntry[]
}

/**
 * `POST /graphql/alpha`: a GraphQL query and its variables; resolves to the answer's `data`, and
 * rejects with a `GraphQLError` (the errors and any partial `data`) when the answer carries errors.
 * Bound by `createClient` as `client.graphql`, so it runs the pipeline every operation does
 * (input checks, hooks named `graphql`, retries, typed errors).
 */
export const graphql: Operation<
  [query: string, variables?: Readonly<Record<string, unknown>>],
  GraphQLAnswer | undefined,
  unknown
> = {
  name: 'graphql',
  // `{}`: the variables, when given, are an object; their fields are the query's to check.
  params: [
    ['query', inputNonEmpty],
    ['variables', /* @__PURE__ */ inputOptional({})],
  ],
  request: ([query, variables]) => ({
    method: 'POST',
    service: 'graphql',
    path: '/graphql/alpha',
    // Absent variables leave the body: the wire codec drops `undefined` fields.
    body: { query, variables },
  }),
  result: (answer) => {
    if (answer?.errors?.length) throw new GraphQLError(answer.errors, answer.data)
    return answer?.data
  },
}
