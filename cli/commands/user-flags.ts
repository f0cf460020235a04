/**
 * `ispz users flags`: the operator sets a person's route-configuration flags of spec §6 — the
 * default-user flag (the person trades as a lender) and the persona check (Import Loan Files is
 * shown) — through the same use case as the platform admin's PUT /admin/users/routeConfig,
 * acting as the platform (token role ispadmin).
 */
import type { Command } from 'commander';
import { z } from 'zod';
import { normalizeEmail } from '../../core/accounts/identifier';
import { setUserRouteSettings } from '../../core/accounts/route-config/user-route-settings';
import { SYSTEM_ACTOR } from '../../core/permissions/actor';
import { unknownUser } from '../actors';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { printRefusal, printResult } from '../output';

const onOff = z.enum(['on', 'off']).transform((v) => v === 'on');

const FlagOptions = z.object({
  email: z.email(),
  defaultUser: onOff.optional(),
  personaCheck: onOff.optional(),
  json: z.boolean().default(false),
});

const state = (on: boolean) => (on ? 'on' : 'off');

/** Registers `flags` under `ispz users`. */
export function registerUserFlags(users: Command, ctx: CliContext): void {
  users
    .command('flags')
    .description(
      "Set a person's default-user flag (trades as a lender) and persona check (Import Loan Files)",
    )
    .requiredOption('--email <email>', 'the person')
    .option('--default-user <on|off>', 'the default-user flag: on makes the person a lender')
    .option('--persona-check <on|off>', 'the persona check: on shows Import Loan Files')
    .option('--json', 'print the flags as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  ispz users flags --email lena@bank.test --default-user on --persona-check on',
    )
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, FlagOptions, raw);
        if (!options.ok) return options.code;
        const o = options.value;
        return withPlatform(ctx, async (platform) => {
          const user = await platform.auth.uow.run((s) => s.users.findByEmail(normalizeEmail(o.email)));
          if (!user) return printRefusal(ctx.io, o.json, unknownUser(`with the email ${o.email}`));
          const operator = { userId: SYSTEM_ACTOR.userId, role: SYSTEM_ACTOR.role, businessId: null };
          const input = { user_id: user.id, default_user: o.defaultUser, persona_check: o.personaCheck };
          const set = await setUserRouteSettings(platform.accounts, operator, input);
          if (!set.ok) return printRefusal(ctx.io, o.json, set.error);
          const shown = { email: o.email, id: user.id, ...set.value.flags };
          return printResult(
            ctx.io,
            o.json,
            shown,
            (f) =>
              `${f.email}: default user ${state(f.defaultUser)}, persona check ${state(f.personaCheck)}.`,
          );
        });
      }),
    );
}
