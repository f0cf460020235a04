/**
 * The roles and permissions the platform enforces (spec §6 "role and permission views, allowed
 * UI routes"), read from GET /admin/roles: each token role's menu, admin-or-seller status and
 * read-only pages, and each loan persona's capabilities. A view only: nothing here changes.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable } from '../../../../widgets/kit/table/data-table';
import type { DataColumn } from '../../../../widgets/kit/table/table-types';
import { useSite } from '../../app/site-context';
import { tableStateOf } from '../../kit/table-state';
import { type RoleRow, type RolesView, roleRows } from './admin-rows';
import { ADMIN_TEXT as T } from './admin-text';
import { dataOf } from './use-admin-data';

type PersonaRow = RolesView['personas'][number];
const NO_PERSONAS: PersonaRow[] = [];

const ROLE_COLUMNS: DataColumn<RoleRow>[] = [
  { id: 'role', header: T.col.role, value: (r) => r.role },
  { id: 'menu', header: T.col.menu, value: (r) => r.menu },
  { id: 'adminOrSeller', header: T.col.adminOrSeller, value: (r) => (r.adminOrSeller ? T.yes : T.no) },
  {
    id: 'readOnly',
    header: T.col.readOnlyPages,
    value: (r) => (r.readOnlyPages.length > 0 ? r.readOnlyPages.join(', ') : T.none),
  },
];

const PERSONA_COLUMNS: DataColumn<PersonaRow>[] = [
  { id: 'persona', header: T.col.persona, value: (p) => p.label },
  {
    id: 'capabilities',
    header: T.col.capabilities,
    cell: (p) => (
      <span className="admin-wrap admin-wrap--message">
        {p.capabilities.length > 0 ? p.capabilities.join(', ') : T.none}
      </span>
    ),
  },
];

/** The roles tab. */
export function RolesSection() {
  const { api } = useSite();
  const view = useQuery({ queryKey: ['admin', 'roles'], queryFn: () => dataOf(api.GET('/admin/roles')) });
  const state = tableStateOf(view);
  const roles = useMemo(() => (view.data ? roleRows(view.data) : []), [view.data]);
  return (
    <div className="admin-stack">
      <section className="admin-section" aria-labelledby="admin-roles">
        <h2 id="admin-roles" className="dash-page__heading">
          {T.rolesHeading}
        </h2>
        <p className="admin-section__note">{T.rolesNote}</p>
        <DataTable
          label={T.rolesHeading}
          columns={ROLE_COLUMNS}
          rows={roles}
          getRowId={(r) => r.role}
          state={state}
          errorText={view.error?.message}
          maxHeight="none"
        />
      </section>
      <section className="admin-section" aria-labelledby="admin-loan-personas">
        <h2 id="admin-loan-personas" className="dash-page__heading">
          {T.personasHeading}
        </h2>
        <DataTable
          label={T.personasHeading}
          columns={PERSONA_COLUMNS}
          rows={view.data?.personas ?? NO_PERSONAS}
          getRowId={(p) => p.persona}
          state={state}
          errorText={view.error?.message}
          maxHeight="none"
        />
      </section>
    </div>
  );
}
