import { inputOptional } from './check-input'
import { GraphQLError, type GraphQLErrorEntry } from './errors'
import type { Operation } from './operation'

/**
 * `client.graphql(query, variables)`: `POST /graphql/alpha`; errors in the answer reject with a
 * {@link GraphQLError}.
 */
export const graphql: Operation<
  [query: string, variables?: Record<string, unknown>],
  { data?: unknown; errors?: GraphQLErrorEntry[] } | undefined,
  unknown
> = {
  name: 'graphql',
  params: [
    ['query', (value) => (typeof value === 'string' ? undefined : 'must be a GraphQL document')],
    ['variables', /* @__PURE__ */ inputOptional({})],
  ],
  request: ([query, variables]) => ({
    method: 'POST',
    service: 'graphql',
    path: '/graphql/alpha',
    body: variables === undefined ? { query } : { query, variables },
  }),
  result: (answer) => {
    if (answer?.errors && answer.errors.length > 0) throw new GraphQLError(answer.errors, answer.data)
    return answer?.data
  },
}
