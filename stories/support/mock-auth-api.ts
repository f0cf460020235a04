/**
 * The sign-in family's `api` prop over the mocked server: the real `authApiFromClient` on a
 * real client and session, with only `fetch` scripted (see mock-api.ts).
 *
 * @example
 * const { api, calls } = mockAuthApi({ 'POST /api/auth/login': { body: tokens } });
 * <Login api={api} />
 */
import type { SessionOptions } from '../../widgets/api';
import type { AuthApi } from '../../widgets/auth/auth-api';
import { authApiFromClient } from '../../widgets/auth/auth-api-client';
import { type MockApi, type MockRoutes, mockApi } from './mock-api';

/** The mocked server and the `AuthApi` over it. */
export interface MockAuthApi extends MockApi {
  readonly api: AuthApi;
}

/** An `AuthApi` whose calls answer from `routes`. */
export function mockAuthApi(routes: MockRoutes, options: Partial<SessionOptions> = {}): MockAuthApi {
  const mock = mockApi(routes, options);
  return { ...mock, api: authApiFromClient(mock.client, mock.session) };
}
