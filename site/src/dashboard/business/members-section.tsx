/**
 * The business's members (spec §6 token roles, §7 GET /businesses/members): who they are, their
 * role and since when, oldest first. A business admin opens each other member's pages (spec §6
 * "UI permissions per business user") to choose which are read-only for them.
 */
import { useState } from 'react';
import { Button } from '../../../../widgets/kit/button';
import { BUSINESS_TEXT as T } from './business-text';
import { type MemberRow, memberRows } from './business-view';
import { MemberPagesDialog } from './member-pages-dialog';
import { useMembers } from './use-business-data';

export function MembersSection(props: {
  readonly businessId: string;
  readonly callerId: string | null;
  readonly canManage: boolean;
}) {
  const members = useMembers(props.businessId);
  const [open, setOpen] = useState<MemberRow | null>(null);
  const rows = members.data ? memberRows(members.data, props.callerId) : [];

  const body = () => {
    if (members.isPending) return <EmptyRow text={T.loading} />;
    if (members.isError) return <EmptyRow text={T.membersFailed} />;
    if (rows.length === 0) return <EmptyRow text={T.noMembers} />;
    return rows.map((m) => (
      <tr key={m.userId}>
        <th scope="row">
          {m.name}
          {m.isYou ? <span className="biz-table__you"> ({T.you})</span> : null}
        </th>
        <td>{m.role}</td>
        <td className="biz-table__date">{m.since}</td>
        <td className="biz-table__action">
          {m.isYou ? null : (
            <Button variant="secondary" disabled={!props.canManage} onClick={() => setOpen(m)}>
              <span className="biz-visually-hidden">{T.pagesOf(m.name)}</span>
              <span aria-hidden="true">{T.pages}</span>
            </Button>
          )}
        </td>
      </tr>
    ));
  };

  return (
    <section className="biz-card" aria-labelledby="biz-members">
      <h2 id="biz-members">{T.membersTitle}</h2>
      {/* A table wider than a phone scrolls inside this region, which the keyboard can reach. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <section className="biz-table-wrap" aria-labelledby="biz-members" tabIndex={0}>
        <table className="biz-table" aria-labelledby="biz-members">
          <thead>
            <tr>
              <th scope="col">{T.member}</th>
              <th scope="col">{T.role}</th>
              <th scope="col">{T.memberSince}</th>
              <th scope="col">
                <span className="biz-visually-hidden">{T.pages}</span>
              </th>
            </tr>
          </thead>
          <tbody>{body()}</tbody>
        </table>
      </section>
      <MemberPagesDialog
        businessId={props.businessId}
        member={open}
        canManage={props.canManage}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}

function EmptyRow(props: { readonly text: string }) {
  return (
    <tr>
      <td colSpan={4} className="biz-table__empty">
        {props.text}
      </td>
    </tr>
  );
}
