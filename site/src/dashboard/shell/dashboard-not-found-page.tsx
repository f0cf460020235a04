/** A /dashboard/… path the dashboard does not know (spec §2): the not-found screen, inside the shell. */
import { NotFound } from '../../errors/not-found';

export default function DashboardNotFoundPage() {
  return <NotFound />;
}
