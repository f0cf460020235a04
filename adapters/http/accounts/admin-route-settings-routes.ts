/**
 * The platform admin sets a person's route-configuration flags (spec §6: "the default-user flag
 * forces lender", "Import Loan Files shown when persona check enabled"). Spec §7 shows no path
 * for it, so the call is ours, beside the admin's other calls: PUT /admin/users/routeConfig.
 * The person sees the flags in GET /users/routeConfig; the trading calls read them on their
 * next request (persona from the directory, persona check on the actor).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { setUserRouteSettings } from '../../../core/accounts/route-config/user-route-settings';
import { documented } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { RouteFlagsSchema, routeFlagsDto } from './dto/route-config-dto';
import { guarded } from './refusals';

const SettingsSetSchema = toastSchema('UserRouteSettingsSet', {
  user_id: z.string(),
  flags: RouteFlagsSchema,
});

const body = z.object({
  user_id: z.string().openapi({ description: 'The person whose flags change.' }),
  default_user: z.boolean().optional().openapi({ description: 'Set or clear the default-user flag.' }),
  persona_check: z.boolean().optional().openapi({ description: 'Enable or disable the persona check.' }),
});

export function adminRouteSettingsRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: AccountHttpDeps,
  guard: SessionGuards,
): void {
  serve(
    api,
    createRoute({
      method: 'put',
      path: '/admin/users/routeConfig',
      tags: ['Platform admin'],
      summary:
        "Set a person's default-user flag and/or persona check → 'Updated Successfully' (ispadmin only)",
      description: 'A flag left out keeps its value; at least one must be given.',
      security: BEARER_AND_XSRF,
      middleware: guard.required,
      request: documented(body),
      responses: {
        200: okJson(SettingsSetSchema, "'Updated Successfully' and the person's flags as stored."),
        ...guarded(true, 400, 403, 404),
      },
    }),
    async (c) =>
      reply(c, await setUserRouteSettings(deps.accounts, accountActor(c), await sentBody(c)), (r) => ({
        success: true,
        message: r.message,
        user_id: r.userId,
        flags: routeFlagsDto(r.flags),
      })),
  );
}
