/** `ispz users create|list|flags`: accounts made by the operator, who is on the platform, and their flags. */
import type { Command } from 'commander';
import { z } from 'zod';
import { LOAN_PERSONAS } from '../../core/permissions/actor';
import { COUNTRY_CODES } from '../../core/validation/constants';
import { firstNameField, lastNameField } from '../../core/validation/identity-fields';
import { newPasswordField } from '../../core/validation/password-fields';
import { standardMobileField } from '../../core/validation/phone-fields';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { printRefusal, printResult, table } from '../output';
import { createUser } from '../user-accounts';
import { registerUserFlags } from './user-flags';

const CreateOptions = z
  .object({
    email: z.email(),
    password: newPasswordField,
    first: firstNameField,
    last: lastNameField,
    mobile: standardMobileField.optional(),
    countryCode: z.enum(COUNTRY_CODES).default('+1'),
    persona: z.enum(LOAN_PERSONAS).optional(),
    operator: z.boolean().default(false),
    json: z.boolean().default(false),
  })
  .refine((o) => !(o.operator && o.persona), {
    message: 'an operator has no loan persona',
    path: ['persona'],
  });

export function registerUsers(program: Command, ctx: CliContext): void {
  const users = program.command('users').description('Accounts');

  users
    .command('create')
    .description('Create an account with a password, and an approved loan persona or the operator role')
    .requiredOption('--email <email>', 'the login email')
    .requiredOption('--password <password>', 'at least 8 characters of letters, digits and @$.!%*#?&')
    .requiredOption('--first <name>', 'first name')
    .requiredOption('--last <name>', 'last name')
    .option('--persona <persona>', `loan persona: ${LOAN_PERSONAS.join(' | ')}`)
    .option('--operator', 'a platform operator (role ispadmin)')
    .option('--mobile <digits>', '10-digit mobile number')
    .option('--country-code <code>', 'country code of the mobile number (+1 or +91; default +1)')
    .option('--json', 'print the account as JSON')
    .addHelpText(
      'after',
      "\nExample:\n  ispz users create --email lender2@bank.test --password 'Lend@2026!' --first Lena --last Park --persona lender",
    )
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, CreateOptions, raw);
        if (!options.ok) return options.code;
        const o = options.value;
        return withPlatform(ctx, async (platform) => {
          const created = await createUser(platform, {
            email: o.email,
            password: o.password,
            firstName: o.first,
            lastName: o.last,
            mobile: o.mobile ? { countryCode: o.countryCode, number: o.mobile } : null,
            persona: o.persona ?? null,
            operator: o.operator,
          });
          if (!created.ok) return printRefusal(ctx.io, o.json, created.error);
          const user = created.value;
          const shown = { id: user.id, email: user.email, role: user.role, persona: o.persona ?? null };
          return printResult(
            ctx.io,
            o.json,
            shown,
            (u) =>
              `Created ${u.email} (${u.id}) as ${u.persona ?? (u.role === 'ispadmin' ? 'operator' : 'a user without a loan persona')}.`,
          );
        });
      }),
    );

  const ListOptions = z.object({
    limit: z.coerce.number().int().min(1).max(10_000).default(200),
    json: z.boolean().default(false),
  });
  users
    .command('list')
    .description('List accounts, oldest first, with their loan personas')
    .option('--limit <n>', 'at most this many (default 200)')
    .option('--json', 'print the accounts as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  ispz users list --json | jq ".[] | select(.persona == \\"lender\\")"',
    )
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, ListOptions, raw);
        if (!options.ok) return options.code;
        return withPlatform(ctx, async (platform) => {
          const list = await platform.operations.accounts(options.value.limit);
          return printResult(ctx.io, options.value.json, list, (rows) =>
            rows.length === 0
              ? 'There are no accounts.'
              : table(
                  ['email', 'name', 'role', 'persona', 'id'],
                  rows.map((u) => [u.email ?? '-', u.name, u.role, u.persona ?? '-', u.id]),
                ),
          );
        });
      }),
    );

  registerUserFlags(users, ctx);
}
