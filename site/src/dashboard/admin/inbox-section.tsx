/**
 * What visitors sent from the marketing site (spec §3 contact form: name, mobile, details,
 * email, knowThrough; lead form: name, mobile, details, email, option), newest first, in the
 * kit's paged table. The server pages by 20; the table reads the server pages it needs.
 */
import { useState } from 'react';
import { formatDateTime } from '../../../../core/format/dates';
import { DataTable } from '../../../../widgets/kit/table/data-table';
import { type DataColumn, DEFAULT_PAGE_SIZE } from '../../../../widgets/kit/table/table-types';
import type { ContactMessage, Lead } from './admin-rows';
import { ADMIN_TEXT as T } from './admin-text';
import { useInboxPage } from './use-admin-data';

type Message = ContactMessage | Lead;

const text = (value: string | null) => value ?? '-';
const wrap = (value: string | null) => <span className="admin-wrap admin-wrap--message">{text(value)}</span>;

/** Who sent it: name, email and mobile, one a line (any of them may be missing). */
const from = (m: Message) => (
  <span className="admin-from">
    {(['name', 'email', 'mobile'] as const).map((field) =>
      m[field] ? <span key={field}>{m[field]}</span> : null,
    )}
  </span>
);

const common: DataColumn<Message>[] = [
  { id: 'received', header: T.col.received, value: (m) => formatDateTime(m.createdAt) },
  { id: 'from', header: T.col.from, cell: from },
  { id: 'details', header: T.col.message, cell: (m) => wrap(m.details) },
];
const sender: DataColumn<Message> = {
  id: 'sender',
  header: T.col.sender,
  value: (m) => m.user_id ?? T.visitor,
};

const CONTACT_COLUMNS: DataColumn<Message>[] = [
  ...common,
  { id: 'knowThrough', header: T.col.knowThrough, value: (m) => ('knowThrough' in m ? m.knowThrough : '-') },
  sender,
];
const LEAD_COLUMNS: DataColumn<Message>[] = [
  ...common,
  { id: 'option', header: T.col.option, value: (m) => ('option' in m ? m.option : '-') },
  sender,
];

function InboxTable(props: { kind: 'contact-us' | 'leads'; heading: string; id: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const inbox = useInboxPage(props.kind, paging.page, paging.pageSize);
  return (
    <section className="admin-section" aria-labelledby={props.id}>
      <h2 id={props.id} className="dash-page__heading">
        {props.heading}
      </h2>
      <p className="admin-section__note">{T.inboxNote}</p>
      <DataTable
        label={props.heading}
        columns={props.kind === 'contact-us' ? CONTACT_COLUMNS : LEAD_COLUMNS}
        rows={inbox.rows}
        getRowId={(m) => m._id}
        state={inbox.state}
        errorText={inbox.errorText}
        maxHeight="none"
        paging={{
          page: paging.page,
          pageSize: paging.pageSize,
          total: inbox.total,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </section>
  );
}

/** The messages-and-leads tab. */
export function InboxSection() {
  return (
    <div className="admin-stack">
      <InboxTable kind="contact-us" heading={T.contact} id="admin-contact" />
      <InboxTable kind="leads" heading={T.leads} id="admin-leads" />
    </div>
  );
}
