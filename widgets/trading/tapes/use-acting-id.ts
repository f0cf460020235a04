/**
 * The id the caller acts as (spec §6 "A business user resolves the acting identity to the
 * business admin id via a call"): the tape calls name the caller in `maker_id`, and the server
 * checks it against the acting identity — a business user's admin, not the signed-in person.
 * Asked once per widget through `GET /users/businessAdminId`; null until known.
 */
import { useApiQuery } from '../shared';

/** The acting user id, or null while it is being asked (or could not be). */
export function useActingId(enabled = true): string | null {
  const acting = useApiQuery(enabled ? ['acting-id'] : null, (client, signal) =>
    client.GET('/users/businessAdminId', { signal }),
  );
  return acting.data?.businessAdminId ?? null;
}
