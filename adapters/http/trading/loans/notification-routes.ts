/**
 * Notifications (spec §3 Notification: userId, notificationType, tapeName): `POST
 * /api/notify_default_user` tells a tape's lender to act on it (core/notifications/notify-default-user.ts;
 * `userId` names the recipient, not the caller), and `GET /api/notifications` lists the
 * caller's own, newest first.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../../core/errors/messages';
import { LENDER_ACTIONS, notifyDefaultUser } from '../../../../core/notifications/notify-default-user';
import { shortText } from '../../../../core/validation/field-kit';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';

const tags = ['Notifications'];

/** Most notifications listed at once (ours). */
export const NOTIFICATIONS_MAX = 100;

const NotificationSchema = z
  .object({
    _id: z.string(),
    userId: z.string(),
    notificationType: z.string().nullable(),
    tapeName: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    createdAt: z.string(),
  })
  .openapi('Notification');

export function notificationRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/notify_default_user',
      tags,
      summary:
        "Ask a tape's lender (its default user) to act on it: in-app notification and email with the link",
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(
        z.object({
          userId: shortText().openapi({ description: "The tape's lender (the recipient)." }),
          notificationType: z.enum(LENDER_ACTIONS),
          tapeName: z.string().trim().min(1).max(100),
        }),
      ),
      responses: {
        200: okJson(envelope(z.object({ userId: z.string() })), "'Sent Successfully'."),
        ...refusals(400, 403, 404, 422),
      },
    }),
    async (c) =>
      answer(c, await notifyDefaultUser(deps.trading, actorOf(c), c.req.valid('json')), (done) =>
        success(c, MESSAGES.sentSuccessfully, done),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/notifications',
      tags,
      summary: "The caller's notifications, newest first",
      security: BEARER,
      middleware: [deps.requireActor],
      request: {
        query: z.object({
          limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX).default(NOTIFICATIONS_MAX),
        }),
      },
      responses: {
        200: okJson(envelope(z.array(NotificationSchema)), 'The notifications.'),
        ...refusals(400),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const messages = await deps.notifications.forUser(actor.userId, c.req.valid('query').limit);
      return success(
        c,
        messages.length === 0 ? MESSAGES.noRecordsToDisplay : 'Success',
        messages.map((m) => ({
          _id: m.id,
          userId: m.to,
          notificationType: m.notificationType ?? null,
          tapeName: typeof m.data?.tapeName === 'string' ? m.data.tapeName : null,
          subject: m.subject,
          message: m.body,
          data: { ...m.data },
          createdAt: m.createdAt,
        })),
      );
    },
  );
}
