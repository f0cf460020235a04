/**
 * What a kit table shows for a TanStack query: its loading row while the answer is pending,
 * its failed sentence when the call failed, else the rows.
 */
import type { TableState } from '../../../widgets/kit/table';

/** The table state of a query (`useQuery`'s status). */
export const tableStateOf = (query: { readonly status: 'pending' | 'error' | 'success' }): TableState =>
  query.status === 'pending' ? 'loading' : query.status === 'error' ? 'failed' : 'ready';
