/**
 * Query keys of the bulk-payments feature. Batches start with 'money' like every query whose numbers move with money,
 * so paying a batch (or any other payment) refreshes them and the balances together.
 */
export const batchKeys = {
  all: ['money', 'batches'] as const,
  list: ['money', 'batches', 'list'] as const,
  one: (id: string) => ['money', 'batches', 'one', id] as const,
  failingRows: (id: string) => ['money', 'batches', 'rows', id, 'invalid'] as const,
  transactions: (id: string) => ['money', 'batches', 'transactions', id] as const,
  accounts: ['money', 'batches', 'accounts'] as const,
  corridors: ['batches', 'corridors'] as const,
  cards: ['batches', 'cards'] as const,
  charges: (query: object) => ['batches', 'charges', query] as const,
};
