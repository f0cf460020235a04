/**
 * Hiring an asset on /smarthire, step 4 and after (spec §3 asset wizard; §7 orders: hire,
 * reserve, pay): confirm holds the days, charges the hire through the payment gateway and
 * confirms the reservation ('Your hire is confirmed'). A reservation is seen only by its hirer
 * and the asset's owner (others: 404). Steps 1–3 are in ./hire-wizard-routes.ts.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { confirmHire } from '../../../core/accounts/assets/confirm-hire';
import { confirmHireInput } from '../../../core/accounts/assets/hire-wizard';
import { myReservations, viewReservation } from '../../../core/accounts/assets/reservations';
import { idQuery, jsonBody } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { dataSchema, okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { ReservationSchema, reservationDto } from './dto/asset-dto';
import { guarded } from './refusals';

const tags = ['Asset hire'];
const ConfirmedSchema = toastSchema('HireConfirmed', { reservation: ReservationSchema });
const ReservationsSchema = z
  .object({
    success: z.literal(true),
    hired: z.array(ReservationSchema),
    hired_out: z.array(ReservationSchema),
  })
  .openapi('Reservations');

export function hireRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/orders/hire',
      tags,
      summary: "Step 4: hold, pay for and confirm a hire → 'Your hire is confirmed'",
      description: 'Payment declined → 422 and the days are released; days just taken by someone else → 409.',
      security: BEARER_AND_XSRF,
      middleware,
      request: jsonBody(confirmHireInput.openapi('HireConfirmation')),
      responses: {
        201: okJson(ConfirmedSchema, 'The confirmed reservation.'),
        ...guarded(true, 400, 404, 409, 422),
      },
    }),
    async (c) => {
      const hired = await confirmHire(
        { ...deps.accounts, payments: deps.payments },
        accountActor(c),
        await sentBody(c),
      );
      return reply(
        c,
        hired,
        (r) => ({ success: true, message: r.message, reservation: reservationDto(r.reservation) }),
        201,
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/orders/hire',
      tags,
      summary: 'The caller’s reservations: `hired` as hirer, `hired_out` as owner, newest first',
      security: BEARER,
      middleware,
      responses: { 200: okJson(ReservationsSchema, 'Both lists.'), ...guarded(false) },
    }),
    async (c) =>
      reply(c, await myReservations(deps.accounts, accountActor(c)), (r) => ({
        success: true,
        hired: r.hired.map(reservationDto),
        hired_out: r.hiredOut.map(reservationDto),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/orders/hire/view',
      tags,
      summary: 'One reservation the caller hired or hires out',
      security: BEARER,
      middleware,
      request: idQuery('reservation_id'),
      responses: {
        200: okJson(dataSchema('ReservationView', ReservationSchema), 'The reservation.'),
        ...guarded(false, 400, 404),
      },
    }),
    async (c) =>
      reply(c, await viewReservation(deps.accounts, accountActor(c), c.req.valid('query')), (r) => ({
        success: true,
        data: reservationDto(r),
      })),
  );
}
