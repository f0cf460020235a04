import type { OutboxMessage } from '../../core/notifications/outbox';
import type { RouteModule } from './app';

/**
 * Development only: the emails and text messages the platform would have sent, newest first —
 * how a person running the demo without SMTP reads their OTP. `GET /api/dev/mailbox` is a
 * page, `?format=json` the same as JSON, `?to=` filters by recipient. Never mounted in
 * production.
 */

/**
 * What the mailbox reads of the outbox (whose port only writes). Database side:
 * `listOutbox(db, { to, limit })` of adapters/db/outbox/outbox-queries.ts.
 */
export interface SentMessages {
  /** At most `limit` messages, to `to` when given, newest `createdAt` first (then id descending). */
  newest(options: { readonly to?: string; readonly limit: number }): Promise<readonly OutboxMessage[]>;
}

/** `GET /api/dev/mailbox` over `sent` (the composition mounts it in development only). */
export function devMailboxRoutes(sent: SentMessages): RouteModule {
  return (api) => {
    api.get('/dev/mailbox', async (c) => {
      const to = c.req.query('to') || undefined;
      const messages = (await sent.newest({ to, limit: 200 })).filter((m) => m.channel !== 'notification');
      if (c.req.query('format') === 'json') {
        return c.json({
          data: messages.map((m) => ({
            id: m.id,
            channel: m.channel,
            to: m.to,
            subject: m.subject,
            body: m.body,
            createdAt: m.createdAt,
          })),
        });
      }
      const rows = messages
        .map(
          (m) =>
            `<tr><td>${esc(m.createdAt)}</td><td>${esc(m.channel)}</td><td>${esc(m.to)}</td>` +
            `<td>${esc(m.subject)}</td><td><pre>${esc(m.body)}</pre></td></tr>`,
        )
        .join('');
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>` +
          `<style>body{font-family:system-ui;margin:2rem}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>` +
          `</head><body><h1>Dev mailbox</h1><p>Messages the platform sent (development only).</p>` +
          `<form><input name="to" placeholder="recipient" value="${esc(to ?? '')}"><button>Filter</button></form>` +
          `<table><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>` +
          `<tbody>${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table></body></html>`,
      );
    });
  };
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
