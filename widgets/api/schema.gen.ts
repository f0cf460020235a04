/**
 * The HTTP API of the platform as TypeScript types (paths, components, operations).
 * Generated from the server's /api/openapi.json by `npm run gen:api` (tools/api-types.ts).
 * Do not edit: change the server, then regenerate. tools/api-types.test.ts checks it is current.
 */
export interface paths {
  '/accept_in_transit_Loans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve rows: 'Loans are being processed' */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StakeholderApproval'];
        };
      };
      responses: {
        /** @description The rows. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StakeholderDecision'];
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accept_price': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject rows (status 'false'): 'price accepted successfully' */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StakeholderReject'];
        };
      };
      responses: {
        /** @description The rows. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StakeholderDecision'];
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/add_Servicer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Assign a servicer and fee to the caller's loans ('something went wrong' on any failure) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AssignServicerRequest'];
        };
      };
      responses: {
        /** @description The assignments. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Servicing'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/businesses/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a business → 'Approved successfully' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            business_id: string;
          };
        };
      };
      responses: {
        /** @description The toast. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminDecision'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/businesses/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Businesses awaiting approval */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PendingBusinesses'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/contact-us': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contact messages, newest first, 20 a page */
    get: {
      parameters: {
        query?: {
          /** @description 1-based; default 1. */
          page?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactMessages'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/ecosystems/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve an ecosystem → 'Approved successfully'; its redirect URIs count from now on */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ecosystem_id: string;
          };
        };
      };
      responses: {
        /** @description The toast. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EcosystemApproved'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/ecosystems/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ecosystems awaiting approval, with the redirect URIs they registered */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description By registration. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PendingEcosystems'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/leads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Leads, newest first, 20 a page */
    get: {
      parameters: {
        query?: {
          /** @description 1-based; default 1. */
          page?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Leads'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/personas/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a pending persona → 'Approved successfully' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            persona_id: string;
          };
        };
      };
      responses: {
        /** @description The toast. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminDecision'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/personas/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Personas awaiting approval */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PendingPersonas'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/personas/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a pending persona → 'Persona has been rejected' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            persona_id: string;
          };
        };
      };
      responses: {
        /** @description The toast. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminDecision'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/rewards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rewards in a status (default Earned), oldest first */
    get: {
      parameters: {
        query?: {
          status?: 'Eligible' | 'Earned' | 'Paid' | 'Rejected' | 'Cancelled';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RewardsToDecide'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/rewards/decide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay, reject or cancel a reward → 'Updated Successfully' (paying credits the wallet once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reward_id: string;
            /** @enum {string} */
            status: 'Paid' | 'Rejected' | 'Cancelled';
          };
        };
      };
      responses: {
        /** @description The toast. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RewardDecided'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Token roles with their menus and route configuration; loan personas with their capabilities */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The tables the platform enforces. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RolesAndPermissions'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/routeConfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set a person's default-user flag and/or persona check → 'Updated Successfully' (ispadmin only)
     * @description A flag left out keeps its value; at least one must be given.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            default_user?: boolean;
            persona_check?: boolean;
            user_id: string;
          };
        };
      };
      responses: {
        /** @description 'Updated Successfully' and the person's flags as stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UserRouteSettingsSet'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aggregatorTransfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a lender's own loans to an investor without a sale (after due diligence) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['TransferRequest'];
        };
      };
      responses: {
        /** @description {message, success}. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AggregatorTransfer'];
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/assets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The assets the caller listed for hire, oldest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The caller’s assets. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnAssets'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    /** List an asset for hire → 'Asset added' (business admins and sellers) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewAsset'];
        };
      };
      responses: {
        /** @description The asset listed. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AssetChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/assets/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace an owned asset's availability windows → 'Updated Successfully' */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            asset_id: string;
            availability: {
              from: string;
              to: string;
            }[];
          };
        };
      };
      responses: {
        /** @description The asset as stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AssetChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/assets/types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Asset types that can be listed and hired */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An array of strings. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/ecosystem/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A single-use code (60 s) for a partner, appended to the partner's redirect URI */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SsoCodeRequest'];
        };
      };
      responses: {
        /** @description Send the browser to redirectTo. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              expiresAt: string;
              redirectTo: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description 'Session expired please login again': no, an expired or a revoked access token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description The redirect URI is not registered: the session has ended; log out. */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/ecosystem/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The partner's server exchanges a code for {token, refreshToken, redirectUrl}
     * @description The code works once, for 60 seconds, with the ecosystem and redirect URI it was issued for, presented by the partner’s server with the ecosystem’s client secret (an approved ecosystem only). The tokens carry the person’s consumer or business role, never ispadmin.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SsoTokenRequest'];
        };
      };
      responses: {
        /** @description Tokens for the partner. */
        200: {
          headers: {
            /** @description The anti-forgery token to send back on every state-changing call. */
            'X-XSRF-TOKEN'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Tokens'] & {
              redirectUrl: string;
            };
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Unknown or unapproved ecosystem, or a wrong client secret. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in with an email or mobile number and a password */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PasswordLogin'];
        };
      };
      responses: {
        /** @description Logged in. */
        200: {
          headers: {
            /** @description The anti-forgery token to send back on every state-changing call. */
            'X-XSRF-TOKEN'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Tokens'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description A rule refuses the request (age confirmation, email-only ecosystem). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login/otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in with a mobile number or an email and its code */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                ecosystemId?: string;
                mobile: string;
                otp: string;
              }
            | {
                ecosystemId?: string;
                email: string;
                otp: string;
              };
        };
      };
      responses: {
        /** @description Logged in. */
        200: {
          headers: {
            /** @description The anti-forgery token to send back on every state-changing call. */
            'X-XSRF-TOKEN'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Tokens'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description A rule refuses the request (age confirmation, email-only ecosystem). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/loginmode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The context the session acts in: business_id and role */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The login mode. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LoginMode'] & {
              role: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description 'Session expired please login again': no, an expired or a revoked access token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    put?: never;
    /** Switch context (personal, business, ecosystem): new tokens, the old session ends */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LoginModeRequest'];
        };
      };
      responses: {
        /** @description Tokens of the new context. */
        200: {
          headers: {
            /** @description The anti-forgery token to send back on every state-changing call. */
            'X-XSRF-TOKEN'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Tokens'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description 'Session expired please login again': no, an expired or a revoked access token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Forbidden: a missing or wrong X-XSRF-TOKEN, or the caller may not do this. */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the session (spec §4 "logout clears everything")
     * @description With a bearer token (and X-XSRF-TOKEN) ends its session; with only `refreshToken` in the body ends that token’s session — for a client whose access token already expired. In cookie transport the `ispz_refresh` cookie stands for the body token and is removed.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Same-origin site only: hand the refresh token out as the HttpOnly, Secure, SameSite=Strict cookie `ispz_refresh` (path /api/auth) and read it from there on refresh and logout. */
          'x-session-transport'?: 'cookie';
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': components['schemas']['Logout'];
        };
      };
      responses: {
        /** @description Logged out. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description 'Session expired please login again': no, an expired or a revoked access token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Forbidden: a missing or wrong X-XSRF-TOKEN, or the caller may not do this. */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the code; ends every session of the account */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                confirmPassword?: string;
                mobile: string;
                newPassword: string;
                otp: string;
              }
            | {
                confirmPassword?: string;
                email: string;
                newPassword: string;
                otp: string;
              };
        };
      };
      responses: {
        /** @description 'Successfully Reset Password' */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthMessage'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password/reset/otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a password-reset code to a mobile number or an email
     * @description Answers the same whether or not an account exists.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                mobile: string;
              }
            | {
                email: string;
              };
        };
      };
      responses: {
        /** @description OTP sent successfully */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OtpSent'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Trade a refresh token for a new pair; a reused one ends the whole session
     * @description Needs no access token (it may have expired); the refresh token itself is the proof. In cookie transport the token is read from the `ispz_refresh` cookie, rotated into a new cookie, and the cookie is removed when the refresh is refused.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Same-origin site only: hand the refresh token out as the HttpOnly, Secure, SameSite=Strict cookie `ispz_refresh` (path /api/auth) and read it from there on refresh and logout. */
          'x-session-transport'?: 'cookie';
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': components['schemas']['Refresh'];
        };
      };
      responses: {
        /** @description The next pair. */
        200: {
          headers: {
            /** @description The anti-forgery token to send back on every state-changing call. */
            'X-XSRF-TOKEN'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Tokens'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description 'Session expired please login again': no, an expired or a revoked access token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Forbidden: a missing or wrong X-XSRF-TOKEN, or the caller may not do this. */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/register/business': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register with the code and log in (in the new business, for a business) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                business_master_category: string;
                business_name: string;
                /** @enum {string} */
                business_type:
                  | 'Private Limited'
                  | 'Public Limited'
                  | 'Non Profit'
                  | 'Self Employed'
                  | 'Government Agency'
                  | 'Sole Proprietorship'
                  | 'Partnership Firm'
                  | 'Limited Liability Partnership'
                  | 'Trust Association Society';
                confirmPassword: string;
                /** @enum {string} */
                countryCode: '+91' | '+1';
                email?: string;
                mobile: string;
                otp: string;
                password: string;
                referred_by?: string;
              }
            | (
                | {
                    /** @constant */
                    accountType: 'personal';
                    /** @constant */
                    ageConfirmed: true;
                    business_master_category?: string;
                    confirmPassword: string;
                    /** @enum {string} */
                    countryCode?: '+91' | '+1';
                    ecosystem_id: string;
                    email: string;
                    first_name: string;
                    last_name: string;
                    mobile?: string;
                    otp: string;
                    password: string;
                    referred_by?: string;
                  }
                | {
                    /** @constant */
                    accountType: 'business';
                    /** @constant */
                    ageConfirmed: true;
                    business_master_category?: string;
                    business_name: string;
                    /** @enum {string} */
                    business_type:
                      | 'Private Limited'
                      | 'Public Limited'
                      | 'Non Profit'
                      | 'Self Employed'
                      | 'Government Agency'
                      | 'Sole Proprietorship'
                      | 'Partnership Firm'
                      | 'Limited Liability Partnership'
                      | 'Trust Association Society';
                    confirmPassword: string;
                    /** @enum {string} */
                    countryCode?: '+91' | '+1';
                    ecosystem_id: string;
                    email: string;
                    mobile?: string;
                    otp: string;
                    password: string;
                    referred_by?: string;
                  }
              );
        };
      };
      responses: {
        /** @description 'Successfully Registered Business'; user.login_mode.business_id names a new business. */
        201: {
          headers: {
            /** @description The anti-forgery token to send back on every state-changing call. */
            'X-XSRF-TOKEN'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Tokens'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Conflict: the email or mobile number already has an account. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description A rule refuses the request (age confirmation, email-only ecosystem). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/register/business/otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the registration form and send the code
     * @description Standard variant without ecosystem_id (code to the mobile); partner variant with it (accountType personal|business or persona_id, email required, code to the email).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                business_master_category: string;
                business_name: string;
                /** @enum {string} */
                business_type:
                  | 'Private Limited'
                  | 'Public Limited'
                  | 'Non Profit'
                  | 'Self Employed'
                  | 'Government Agency'
                  | 'Sole Proprietorship'
                  | 'Partnership Firm'
                  | 'Limited Liability Partnership'
                  | 'Trust Association Society';
                confirmPassword: string;
                /** @enum {string} */
                countryCode: '+91' | '+1';
                email?: string;
                mobile: string;
                password: string;
                referred_by?: string;
              }
            | (
                | {
                    /** @constant */
                    accountType: 'personal';
                    /** @constant */
                    ageConfirmed: true;
                    business_master_category?: string;
                    confirmPassword: string;
                    /** @enum {string} */
                    countryCode?: '+91' | '+1';
                    ecosystem_id: string;
                    email: string;
                    first_name: string;
                    last_name: string;
                    mobile?: string;
                    password: string;
                    referred_by?: string;
                  }
                | {
                    /** @constant */
                    accountType: 'business';
                    /** @constant */
                    ageConfirmed: true;
                    business_master_category?: string;
                    business_name: string;
                    /** @enum {string} */
                    business_type:
                      | 'Private Limited'
                      | 'Public Limited'
                      | 'Non Profit'
                      | 'Self Employed'
                      | 'Government Agency'
                      | 'Sole Proprietorship'
                      | 'Partnership Firm'
                      | 'Limited Liability Partnership'
                      | 'Trust Association Society';
                    confirmPassword: string;
                    /** @enum {string} */
                    countryCode?: '+91' | '+1';
                    ecosystem_id: string;
                    email: string;
                    mobile?: string;
                    password: string;
                    referred_by?: string;
                  }
              );
        };
      };
      responses: {
        /** @description OTP sent successfully */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OtpSent'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Conflict: the email or mobile number already has an account. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description A rule refuses the request (age confirmation, email-only ecosystem). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/resend/otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a fresh code for a flow (login, signup, registration, reset, social)
     * @description The previous code of the flow stops counting; the send limits apply.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                mobile: string;
                /** @enum {string} */
                purpose: 'login' | 'signup' | 'registration' | 'reset' | 'social' | 'contact';
              }
            | {
                email: string;
                /** @enum {string} */
                purpose: 'login' | 'signup' | 'registration' | 'reset' | 'social' | 'contact';
              };
        };
      };
      responses: {
        /** @description OTP sent successfully */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OtpSent'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sendotp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a login code to a mobile number or an email
     * @description Answers the same whether or not an account exists (a code for an unknown identifier is never sent).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                ecosystemId?: string;
                mobile: string;
              }
            | {
                ecosystemId?: string;
                email: string;
              };
        };
      };
      responses: {
        /** @description OTP sent successfully */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OtpSent'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description A rule refuses the request (age confirmation, email-only ecosystem). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create the account with the code and log it in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['Signup'];
        };
      };
      responses: {
        /** @description Signed up and logged in. */
        201: {
          headers: {
            /** @description The anti-forgery token to send back on every state-changing call. */
            'X-XSRF-TOKEN'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Tokens'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Conflict: the email or mobile number already has an account. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description A rule refuses the request (age confirmation, email-only ecosystem). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signup/otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check the sign-up form and send the code (to the mobile; to the email for ubargain) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SignupRequest'];
        };
      };
      responses: {
        /** @description OTP sent successfully */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OtpSent'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Conflict: the email or mobile number already has an account. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description A rule refuses the request (age confirmation, email-only ecosystem). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/social/begin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start completing a provider's sign-in; answers the key for the completion screen */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SocialSignIn'];
        };
      };
      responses: {
        /** @description Started. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              key: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/social/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create the account with the code and log it in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SocialCompletion'];
        };
      };
      responses: {
        /** @description Registered and logged in. */
        201: {
          headers: {
            /** @description The anti-forgery token to send back on every state-changing call. */
            'X-XSRF-TOKEN'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Tokens'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Conflict: the email or mobile number already has an account. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/social/otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the code to the mobile number that completes the registration (also the resend) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SocialOtpRequest'];
        };
      };
      responses: {
        /** @description OTP sent successfully */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OtpSent'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Conflict: the email or mobile number already has an account. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/verify/otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with a mobile number and its code
     * @description persona_id is accepted for the spec payload; personas are onboarded through the wallet.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MobileOtpLogin'];
        };
      };
      responses: {
        /** @description Logged in. */
        200: {
          headers: {
            /** @description The anti-forgery token to send back on every state-changing call. */
            'X-XSRF-TOKEN'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Tokens'];
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description A rule refuses the request (age confirmation, email-only ecosystem). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Too many OTP requests or failed attempts; try again later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/verify/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check the access token: 200 valid, 401 expired (the client logs out) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Valid. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SessionUser'] & {
              /** @enum {boolean} */
              success: true;
              /** @enum {boolean} */
              valid: true;
            };
          };
        };
        /** @description 'Session expired please login again': no, an expired or a revoked access token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bidding_table': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's bidding table: open bids on others' loans and the closed bids they took part in */
    get: {
      parameters: {
        query: {
          bidderId: string;
          /** @description Rows per page (default 500, at most 1000). */
          limit?: number;
          /** @description Page, from 1 (default 1). */
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page of rows, in the spec's order, and the total; statusText 'There is no loan data ready to bid !' when there are none. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                docs: components['schemas']['BidRow'][];
                limit: number;
                page: number;
                /** @description Rows of every page. */
                total: number;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    /** The bidding table, filtered (spec §3 filter payload; ranges only with both ends) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['BiddingTableFilter'];
        };
      };
      responses: {
        /** @description One page of rows, in the spec's order, and the total; statusText 'There is no loan data ready to bid !' when there are none. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                docs: components['schemas']['BidRow'][];
                limit: number;
                page: number;
                /** @description Rows of every page. */
                total: number;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bids/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's bidding table as obs_bid_{date}.xlsx (fill `amount`, upload to bulk_bid_upload) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The workbook. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bidStipulations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a message to the thread (the bidder opens it; the lender answers) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            bidderId: string;
            /** @description Ignored: the platform knows the sender. */
            bidderName?: string;
            bidId: string;
            blobName?: string | null;
            docName?: string | null;
            message?: string;
          };
        };
      };
      responses: {
        /** @description 'Successfully sent inquiry'. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['BidMessage'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bulk_bid_upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Place bids from an .xlsx of `_id` and amount rows; a preview unless confirm=true */
    post: {
      parameters: {
        query?: {
          confirm?: 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @enum {string} */
            confirm?: 'true' | 'false';
            /**
             * Format: binary
             * @description One .xlsx of _id and amount columns.
             */
            file: string;
          };
        };
      };
      responses: {
        /** @description Preview ('All Matching Records' / 'Partial Matching Records') or placed ('Created Successfully'). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['BulkBidOutcome'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description 'File too big'. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A business the caller belongs to (any business, for the platform admin) */
    get: {
      parameters: {
        query: {
          business_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description spec §3 businessDetails. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BusinessDetails'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    /**
     * Change name, type or category → 'Successfully Updated Business' / 'Failed to Update business'
     * @description The business is named by the query; a `business_id` in the body is ignored.
     */
    put: {
      parameters: {
        query: {
          business_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['BusinessChanges'];
        };
      };
      responses: {
        /** @description The business as stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BusinessChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    /** Register another business; the caller becomes its BUSINESSADMIN → 'Successfully Registered Business' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewBusiness'];
        };
      };
      responses: {
        /** @description The business registered. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BusinessChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Business categories (spec §3: a list of strings) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An array of strings. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/contracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s contracts with their modes and actions, most recently changed first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The list. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Contracts'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    /** Replace a draft (or rejected) contract's form → 'Updated Successfully' */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ContractEdit'];
        };
      };
      responses: {
        /** @description The toast and the contract as stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContractChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    /** Draft a contract with another party → 'Contract saved as draft' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewContract'];
        };
      };
      responses: {
        /** @description The toast and the contract as stored. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContractChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/contracts/action': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move the contract: submit, APPROVED ('Approved successfully'), REJECTED, CANCELLED, send_for_signing, sign */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'submit' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'send_for_signing' | 'sign';
            contract_id: string;
          };
        };
      };
      responses: {
        /** @description The toast and the contract as stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContractChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/contracts/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contract statuses, actions, agreement types and stamp duty states */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The lists. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContractOptions'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/contracts/stampDuty': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The creator pays an E-Stamp contract's stamp duty → 'Stamp duty paid' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            contract_id: string;
          };
        };
      };
      responses: {
        /** @description The toast and the contract as stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContractChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/contracts/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One contract the caller is a party to, with the mode it opens in and the caller’s actions */
    get: {
      parameters: {
        query: {
          contract_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The contract. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContractDetails'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/ecosystem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An ecosystem's public profile by its address (logo and banners on its login page) */
    get: {
      parameters: {
        query: {
          eco_url: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The ecosystem. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _id: string;
              banner_pic: string[];
              ecosystem_name: string;
              ecosystem_uri: string;
              ecosystem_url: string;
              profile_pic: string | null;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    put?: never;
    /**
     * Register an ecosystem owned by the caller → 'Successfully Registered Ecosystem'
     * @description A business admin in its business context, or the platform admin. `profile_pic` and `banner_pic[]` name images uploaded to POST /businesses/ecosystem/images; `redirect_uris` are the exact https addresses single sign-on may return to (http://localhost only in development), counted once a platform admin approved the ecosystem. The answer carries `client_secret`, shown once, not stored.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewEcosystem'];
        };
      };
      responses: {
        /** @description The ecosystem registered. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EcosystemRegistered'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/ecosystem/buyer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The buyers of the caller's ecosystem */
    get: {
      parameters: {
        query: {
          ecosystem_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Participants'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    /** Add a business as a buyer of the caller's ecosystem → 'Successfully Added' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            business_id: string;
            ecosystem_id: string;
            /** @enum {string} */
            kind:
              | 'Grower'
              | 'Aggregator'
              | 'Processor'
              | 'Manufacturer'
              | 'Warehouse'
              | 'Logistics Provider'
              | 'Exporter'
              | 'Importer'
              | 'Wholesaler'
              | 'Distributor'
              | 'Retailer'
              | 'Consumer';
          };
        };
      };
      responses: {
        /** @description 'Successfully Added'. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ParticipantAdded'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/ecosystem/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a logo or banner image → 'File uploaded successfully' and its name */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description One jpg, jpeg or png.
             */
            file: string;
          };
        };
      };
      responses: {
        /** @description The name to send as profile_pic or in banner_pic. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EcosystemImage'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description 'File too big'. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/ecosystem/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ecosystems the caller registered (runs), with their redirect URIs and approval
     * @description In any context: an ecosystem belongs to the person who registered it. Never the client secret.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description By id. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnedEcosystems'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/ecosystem/participantKinds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ecosystem participant kinds (spec §3: Grower … Consumer) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An array of strings, in supply-chain order. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/ecosystem/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the caller's ecosystem client secret → 'Updated Successfully' and the new one
     * @description The old secret stops working at once; the new one is shown this once.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ecosystem_id: string;
          };
        };
      };
      responses: {
        /** @description The new secret. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EcosystemSecretRotated'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/ecosystem/seller': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sellers of the caller's ecosystem */
    get: {
      parameters: {
        query: {
          ecosystem_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Participants'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    /** Add a business as a seller of the caller's ecosystem → 'Successfully Added' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            business_id: string;
            ecosystem_id: string;
            /** @enum {string} */
            kind:
              | 'Grower'
              | 'Aggregator'
              | 'Processor'
              | 'Manufacturer'
              | 'Warehouse'
              | 'Logistics Provider'
              | 'Exporter'
              | 'Importer'
              | 'Wholesaler'
              | 'Distributor'
              | 'Retailer'
              | 'Consumer';
          };
        };
      };
      responses: {
        /** @description 'Successfully Added'. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ParticipantAdded'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A business's pending invitations (admins only) */
    get: {
      parameters: {
        query: {
          business_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SentInvitations'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    /**
     * Invite an email to join in a role → 'Sent Successfully' (admins only)
     * @description Nobody becomes a member without consent: the invitee accepts or declines the invitation. Inviting the same email again reopens its invitation.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            business_id: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';
          };
        };
      };
      responses: {
        /** @description 'Sent Successfully'. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MemberInvited'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The members of a business the caller belongs to */
    get: {
      parameters: {
        query: {
          business_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Members'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    /** Change a member's role → 'Updated Successfully' (admins only; the owner stays admin) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            business_id: string;
            /** @enum {string} */
            role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';
            user_id: string;
          };
        };
      };
      responses: {
        /** @description 'Updated Successfully'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MemberChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    post?: never;
    /** Remove a member → 'Updated Successfully' (admins only; never the owner) */
    delete: {
      parameters: {
        query: {
          business_id: string;
          user_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 'Updated Successfully'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MemberChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/members/routeConfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A member's menu and read-only pages, as their business admin manages them (admins only) */
    get: {
      parameters: {
        query: {
          business_id: string;
          user_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The member’s configuration. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MemberRoutes'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    /**
     * Make pages of a member's menu read-only → 'Updated Successfully' (admins only)
     * @description Paths must be in the member’s menu: an admin restricts a member, never widens the menu.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            business_id: string;
            read_only_paths: string[];
            user_id: string;
          };
        };
      };
      responses: {
        /** @description 'Updated Successfully' and the member’s configuration. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MemberRoutesSet'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/businesses/types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Business types (spec §3 enumeration) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An array of strings. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compareFieldData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The seller tape’s values of one loan against its generated tape, field by field */
    post: {
      parameters: {
        query?: {
          /** @description xlsx: the same data as a download. */
          format?: 'json' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            loan_id: string;
            report_type?: string;
            tapeName: string;
          };
        };
      };
      responses: {
        /** @description The comparison (or compare_fields_{loan}_{tape}.xlsx). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {number} */
              code: 200;
              data: components['schemas']['FieldComparisonRow'][];
              message: string;
            };
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/contact-us': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write to us → 'Sent Successfully'
     * @description name, email and knowThrough are required ('Please fill required (*) field').
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ContactForm'];
        };
      };
      responses: {
        /** @description 'Sent Successfully'. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactSent'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/display_all_lender': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parties with a persona (Lender, Investor, Due Diligence, Rating Agency, 17G5 - Rating Agency, Borrower) */
    get: {
      parameters: {
        query: {
          persona: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The parties. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['PartyEntry'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/display-all-lenders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parties with a persona (Lender, Investor, Due Diligence, Rating Agency, 17G5 - Rating Agency, Borrower) */
    get: {
      parameters: {
        query: {
          persona: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The parties. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['PartyEntry'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/due_diligence_cases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The due-diligence cases the caller takes part in (as investor or firm), oldest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The cases. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['DueDiligenceCase'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/excel_Upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import a loan tape (.xlsx, .xls, .csv) into a tape of the calling lender, in one batch */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Accepted and ignored. */
            loan_id?: string;
            /** @description A saved or built-in column mapping. */
            mappingName?: string;
            tapeName: string;
            /** @enum {string} */
            updateTape?: 'true' | 'false';
            /** Format: binary */
            xlsxFile: string;
          };
        };
      };
      responses: {
        /** @description 'Files Imported SuccessFully.' with the batch and its edit report. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TapeImport'];
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description 'File too big'. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/favourite_filters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's favourite filters, ordered by name */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The favourites. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['FavouriteFilter'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    /** Save a favourite filter (a favourite of the same name is replaced) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['FavouriteFilterInput'];
        };
      };
      responses: {
        /** @description 'Successfully Added'. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['FavouriteFilter'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/favourite_filters/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of the caller’s favourite filters */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 'Deleted Successfully'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                _id: string;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field_mappings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's saved column mappings by name, then the built-in ones */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The mappings. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['SavedFieldMapping'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    /** Save (or replace) one of the caller’s column mappings under its name */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            mapping?: Record<string, never>;
            userId: string;
          };
        };
      };
      responses: {
        /** @description The mapping as saved. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['SavedFieldMapping'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field_mappings/{mappingName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of the caller’s saved column mappings */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          mappingName: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                deleted: string;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_image/{blobName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an image (PNG or JPEG), inline; ecosystem logos and banners need no session
     * @description An ecosystem’s profile_pic or banner_pic (`<sha-256>.<ext>`) is served to anyone; any other image needs a session and a reference the caller may read, as for get_loan_pdf.
     */
    get: {
      parameters: {
        query?: {
          /** @description With `bidder_id`: the bid question thread. */
          bid_id?: string;
          bidder_id?: string;
          /** @description The loan (`_id` or loan number) whose documents or threads hold the file. */
          loan_id?: string;
          /** @description The thread that holds the file. */
          stipulation_id?: string;
        };
        header?: never;
        path: {
          blobName: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image, with Content-Disposition and its type. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/octet-stream': string;
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_loan_pdf/{blobName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a document file (PDFs and images inline, other files as attachments) */
    get: {
      parameters: {
        query?: {
          /** @description With `bidder_id`: the bid question thread. */
          bid_id?: string;
          bidder_id?: string;
          /** @description The loan (`_id` or loan number) whose documents or threads hold the file. */
          loan_id?: string;
          /** @description The thread that holds the file. */
          stipulation_id?: string;
        };
        header?: never;
        path: {
          blobName: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file, under the name its uploader gave it, with its type. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/octet-stream': string;
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_loans_list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The loans the caller can see, one page (spec §9: page 1, limit 500), in the order asked */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
          /** @description Sort by this LOAN RECORDS column (loanId is the loan number); loans without a value come last, ties in id order. Without it, id order. */
          sortBy?: 'loanId' | 'tapeName' | 'amount' | 'tenure' | 'fico' | 'ltv' | 'dti';
          /** @description 'asc' (default) or 'desc'. */
          sortDir?: 'asc' | 'desc';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of loans; statusText 'There are no records to display' when none. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['LoanPage'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    /**
     * The loans the caller can see that pass the filter (spec §3 filter payload)
     * @description Ranges apply only when both ends are given (spec §5); a reversed range is read lower end first. sortBy/sortDir order the whole result before paging.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LoanFilter'];
        };
      };
      responses: {
        /** @description A page of loans; statusText 'There are no records to display' when none. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['LoanPage'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_loans_list/fetchDocuments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A loan's documents with every revision, optionally of one stage */
    get: {
      parameters: {
        query: {
          _id: string;
          stage_name?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Stages and documents. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['LoanDocuments'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_loans_list/states': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A loan's states: digital contract attributes and the second parties the caller may query */
    get: {
      parameters: {
        query: {
          _id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The states, first entry first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['LoanState'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_price_adjustment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Price adjustment per loan: the grid cell for FICO × LTV plus the add-ons */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Loans by `_id`. The loan's `_id` (not its loan number); an unknown id is refused with 404. */
            loanIds: string[];
          };
        };
      };
      responses: {
        /** @description One entry per loan asked for. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {number} */
              code: 200;
              data: components['schemas']['PriceAdjustment'][];
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_purchase_approval': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The purchases the caller approves or made, newest first */
    get: {
      parameters: {
        query?: {
          /** @description Must be the caller. */
          approverId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description {data: {docs}}. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                docs: components['schemas']['PurchaseApproval'][];
              };
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/getUserFieldMapping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One of the caller's saved column mappings, or a built-in one, by name */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            mappingName: string;
            userId: string;
          };
        };
      };
      responses: {
        /** @description The mapping. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['SavedFieldMapping'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/lead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * GET CONNECTED → 'Thanks you for your interest in the {product} platform'
     * @description option (video, pdf or url) is required ('Please select an option to view details') and at least one of name, mobile, email.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LeadForm'];
        };
      };
      responses: {
        /** @description The toast and the option to open. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LeadSent'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/lender_credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The lender's issued credentials the caller may see, with the lender card
     * @description Credentials show to the lender, their issuer, and a requester the lender shared them with (shared, in review or approved); anyone else gets the card with an empty list.
     */
    get: {
      parameters: {
        query: {
          lenderId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The card and the credentials, newest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                address: string | null;
                company_name: string | null;
                contact_name: string;
                credentials: components['schemas']['LenderCredential'][];
                email: string;
                state: string | null;
                user_id: string;
                web_url: string | null;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/lender_details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A lender's details card, from what the platform knows of the lender and the caller may see */
    get: {
      parameters: {
        query: {
          lenderId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The card. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['LenderCard'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/loan_Processing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The caller's loans in the middle of a trade: open for bidding, or awarded and awaiting transfer */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: string;
          };
        };
      };
      responses: {
        /** @description The loans, open for bidding first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                docs: (components['schemas']['Loan'] & {
                  /** @enum {string} */
                  processing_stage: 'open_for_bidding' | 'awaiting_transfer';
                })[];
                total: number;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/loan_tape_gen_report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A whole tape in the layout of one of the generation tape types (spec §9) */
    post: {
      parameters: {
        query?: {
          /** @description xlsx: the same data as a download. */
          format?: 'json' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            loantape_name: string;
            maker_id: string;
            /**
             * @description ASF | Supplemental Data Extract (SDE) | Business Purpose Supplement | Valuation Report | ATR OR QM Report | eResi Standard 1 | newRez
             * @example ASF
             */
            report_type: string;
          };
        };
      };
      responses: {
        /** @description One record per loan, keyed by the layout’s headers (or download.xlsx). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {number} */
              code: 200;
              data: {
                headers: string[];
                report_data: {
                  loans: {
                    [key: string]: string | number | null;
                  }[];
                };
                report_type: string;
              };
              message: string;
            };
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/loanPool/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add loans to the caller’s pool (all or nothing) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PoolChange'];
        };
      };
      responses: {
        /** @description statusText 'Added'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                changed: number;
                loanIds: string[];
                /** @enum {string} */
                status: 'Added' | 'Removed';
                unchanged: number;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/loanPool/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark loans of the caller’s pool Removed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PoolChange'];
        };
      };
      responses: {
        /** @description statusText 'Removed'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                changed: number;
                loanIds: string[];
                /** @enum {string} */
                status: 'Added' | 'Removed';
                unchanged: number;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/loanPool/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the caller’s pool with the summary totals of the whole pool */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The pool. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['LoanPage'] & {
                summary: components['schemas']['PoolSummary'];
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's notifications, newest first */
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The notifications. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Notification'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notify_default_user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask a tape's lender (its default user) to act on it: in-app notification and email with the link */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            notificationType: 'wip' | 'transferTape' | 'submitBid' | 'setApproval' | 'afterClosure';
            tapeName: string;
            /** @description The tape's lender (the recipient). */
            userId: string;
          };
        };
      };
      responses: {
        /** @description 'Sent Successfully'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                userId: string;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/open_for_bidding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open the caller's listed loans for bidding until validTill and email every investor */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Loans by `_id`. The loan's `_id` (not its loan number); an unknown id is refused with 404. */
            loanIds: string[];
            /** @example 2026-03-09T17:00:00.000Z */
            validTill: string;
          };
        };
      };
      responses: {
        /** @description 'Loan open for bidding and emails sent'. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bids: {
                  _id: string;
                  loan_id: string;
                  loanAmount: number;
                  validTill: string;
                }[];
                emailed: number;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/hire': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s reservations: `hired` as hirer, `hired_out` as owner, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Both lists. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Reservations'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    /**
     * Step 4: hold, pay for and confirm a hire → 'Your hire is confirmed'
     * @description Payment declined → 422 and the days are released; days just taken by someone else → 409.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['HireConfirmation'];
        };
      };
      responses: {
        /** @description The confirmed reservation. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HireConfirmed'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/hire/available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Step 3: assets of the type (model, city) free for every day asked, with the price */
    get: {
      parameters: {
        query?: {
          asset_model?: string;
          asset_type?: string;
          city?: string;
          from?: string;
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not the caller’s own. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AvailableAssets'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/hire/steps/available-assets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check step "available-assets" of the hire wizard and name the next one */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            asset_id: string;
          };
        };
      };
      responses: {
        /** @description The step is complete. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HireStepChecked'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/hire/steps/hire-details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check step "hire-details" of the hire wizard and name the next one */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            from: string;
            to: string;
          } & {
            city?: string;
            purpose: string;
          };
        };
      };
      responses: {
        /** @description The step is complete. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HireStepChecked'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/hire/steps/model-and-type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check step "model-and-type" of the hire wizard and name the next one */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            asset_model?: string;
            /** @enum {string} */
            asset_type:
              | 'Tractor'
              | 'Combine Harvester'
              | 'Rotavator'
              | 'Seed Drill'
              | 'Power Tiller'
              | 'Sprayer'
              | 'Trailer'
              | 'Truck'
              | 'Forklift'
              | 'Agricultural Drone'
              | 'Cold Storage Unit'
              | 'Warehouse Space';
          };
        };
      };
      responses: {
        /** @description The step is complete. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HireStepChecked'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/hire/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One reservation the caller hired or hires out */
    get: {
      parameters: {
        query: {
          reservation_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The reservation. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReservationView'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credentials the caller holds, and those asked of or issued by them, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description `held` and `issuing`. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MyCredentials'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/credentials/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a credential (the holder) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            credential_id: string;
          };
        };
      };
      responses: {
        /** @description The action’s toast and the credential. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CredentialChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/credentials/issue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issue a credential (the issuer) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            credential_id: string;
          };
        };
      };
      responses: {
        /** @description The action’s toast and the credential. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CredentialChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/credentials/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a credential (the issuer) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            credential_id: string;
          };
        };
      };
      responses: {
        /** @description The action’s toast and the credential. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CredentialChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/credentials/request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask an issuer to issue a credential about the caller → 'Credentials have been requested' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            credential_type: {
              entity_attributes: {
                attr_name: string;
                uservalue: string;
              }[];
              name: string;
            };
            issuer_id: string;
          };
        };
      };
      responses: {
        /** @description The credential, requested. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CredentialChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/credentials/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Review a credential (the issuer) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            credential_id: string;
          };
        };
      };
      responses: {
        /** @description The action’s toast and the credential. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CredentialChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/credentials/types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credential types and the attributes each must carry */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The list. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CredentialTypes'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/credentials/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One credential the caller holds, issues, or has been shared */
    get: {
      parameters: {
        query: {
          credential_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The credential. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CredentialView'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/shares': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s shares: `outgoing` as holder, `incoming` as requester, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Both lists. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MyShares'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/shares/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The requester approves what was shared → 'Credential has been approved' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            share_id: string;
          };
        };
      };
      responses: {
        /** @description The toast and the share. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShareChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/shares/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The requester withdraws an unanswered request → 'Request has been cancelled' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            share_id: string;
          };
        };
      };
      responses: {
        /** @description The toast and the share. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShareChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/shares/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The requester rejects what was shared, or the holder declines a request → 'Credential has been rejected' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            share_id: string;
          };
        };
      };
      responses: {
        /** @description The toast and the share. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShareChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/shares/request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask a holder for a credential of a type → 'Credentials have been requested' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            credential_type: string;
            holder_id: string;
          };
        };
      };
      responses: {
        /** @description The toast and the share. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShareChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/shares/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The requester starts reviewing what was shared */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            share_id: string;
          };
        };
      };
      responses: {
        /** @description The toast and the share. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShareChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/personas/shares/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Share an issued credential, answering `share_id` or unasked with `requester_id` → 'Credentials have been shared' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            credential_id: string;
            requester_id?: string;
            share_id?: string;
          };
        };
      };
      responses: {
        /** @description The toast and the share. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShareChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/place_bid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Place the caller's one bid on an open bid before validTill (spec §4) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Dollars, at most two decimals, at least 1. */
            amount?: number | string;
            bidderId: string;
            bidId: string;
          };
        };
      };
      responses: {
        /** @description 'Created Successfully'. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bidAmount: number;
                bidderId: string;
                bidId: string;
                placedAt: string;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pool_analysis': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Summary, info table (MIN/MAX/AVG) and strats of the pool, of given loans, or of a filter
     * @description Buckets per metric as boundaries: `fico=620,660,700,740,780` makes < 620, 620 – < 660 … ≥ 780. Metrics: fico, ltv, dti, interestRate, tenure, amount (dollars). With `loanIds` those loans are analysed; with any filter field the visible loans passing it; otherwise the caller’s pool. `byState` always comes: the loans by property state, largest balance first, `Unknown` last.
     */
    get: {
      parameters: {
        query?: {
          /** @description Dollars. */
          amount?: (number | null)[];
          /** @description A borrower id (display-all-lenders?persona=Borrower). */
          borrower?: string | null;
          dti?: (number | null)[];
          dtiRange?: [number | null, number | null];
          ethnicity?:
            | 'Cuban'
            | 'Hispanic or Latino'
            | 'Mexican'
            | 'Puerto Rican'
            | 'Other Hispanic or Latino'
            | 'Others'
            | 'Not declared'
            | null;
          fico?: (number | null)[];
          ficoRange?: [number | null, number | null];
          hmdaGender?: 'Male' | 'Female' | 'Others' | null;
          interestRate?: (number | null)[];
          /** @description Part of the loan number (case-insensitive). */
          loanId?: string | null;
          loanIds?: string[];
          ltv?: (number | null)[];
          ltvRange?: [number | null, number | null];
          race?:
            | 'American Indian or Alaska Native'
            | 'Asian'
            | 'Black or African American'
            | 'Native Hawaiian or Other Pacific Islander'
            | 'White'
            | 'Not declared'
            | null;
          tapeName?: string | null;
          tenure?: (number | null)[];
          tenureRange?: [number | null, number | null];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The analysis. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                byState: components['schemas']['StateGroup'][];
                infoTable: components['schemas']['PoolInfoRow'][];
                strats: components['schemas']['Strat'][];
                summary: components['schemas']['PoolSummary'];
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/price_send_lender': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The investor's prices to the loans' owner */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StakeholderPrices'];
        };
      };
      responses: {
        /** @description The rows. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['StakeholderRow'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/processUserDocCheck': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a loan's documents against the required list (red / amber / green / grey) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DocCheckRequest'];
        };
      };
      responses: {
        /** @description {data: {data: {response: {docCheckModels, status}}}}. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DocumentCheck'];
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/repriceLoan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Propose a new purchase price for one loan the caller bought */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RepriceRequest'];
        };
      };
      responses: {
        /** @description The proposal, pending the owner’s approval. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Reprice'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/set_purchase_approval': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The owner approves ('true') or rejects ('false') the pending purchases of loans */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SetPurchaseApproval'];
        };
      };
      responses: {
        /** @description The decided rows. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['PurchaseApproval'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The build and the deployment contacts the site shows */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The build, the support contact and the borrower site. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SiteConfig'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stakeholder_retain': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keep the loans of the rows (ours) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StakeholderRetain'];
        };
      };
      responses: {
        /** @description The rows. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StakeholderDecision'];
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stakeholder_run_automation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Complete approved rows (inprogress → closed) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StakeholderAutomation'];
        };
      };
      responses: {
        /** @description The rows. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['StakeholderRow'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stakeholder_view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The caller's rows on a tape */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StakeholderView'];
        };
      };
      responses: {
        /** @description The rows. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['StakeholderRow'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stakeholderDataByLoanIds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The chosen loans of a tape as the platform holds them, for the stakeholder export */
    post: {
      parameters: {
        query?: {
          /** @description xlsx: the same data as a download. */
          format?: 'json' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            loanIds: string[];
            tapeName: string;
          };
        };
      };
      responses: {
        /** @description One record per loan (or stakeholder_data_{tape}.xlsx). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                [key: string]: string | number | null;
              }[];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staking/due': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Unanswered unstaking requests: awaiting the lender (with deadline) and past it (to auction)
     * @description The operator sees all; a lender those it must answer; an investor those it asked.
     */
    get: {
      parameters: {
        query?: {
          /** @description At most this many (default 500). */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The requests. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['DueUnstakingRequests'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staking/loans/{loanId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A loan's stakes and unstaking requests (its owner, a lender who staked, the operator) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The loan's `_id` (not its loan number); an unknown id is refused with 404. */
          loanId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The record. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['LoanStaking'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staking/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The loan's owner asks the staking lender to release the stake for a refinance
     * @description The lender has 15 days to answer; with no answer the contract goes to auction.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['UnstakeRequestCreate'];
        };
      };
      responses: {
        /** @description The request, awaiting the lender. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['UnstakeRequest'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staking/requests/{requestId}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The staking lender accepts (releases the stake) or declines, within 15 days */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path: {
          requestId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['UnstakeAnswer'];
        };
      };
      responses: {
        /** @description The answered request. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['UnstakeRequest'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/start_due_diligence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start due diligence on a tape with a firm and an engagement file (DD FULL REVIEW) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description Exactly one file, at most 50,000,000 bytes.
             */
            file: string;
            /** @description User id of the due-diligence firm (the second party). */
            partyB?: string;
            /** @description The tape to review. */
            tapeName?: string;
            /** @description The caller (optional; must be the caller). */
            user_id?: string;
          };
        };
      };
      responses: {
        /** @description The case. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['DueDiligenceCase'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description 'File too big'. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stipulations_close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark a query as resolved (a due-diligence firm resolves with its final documents) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StipulationClose'];
        };
      };
      responses: {
        /** @description {success, statusText} and the closed thread. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Stipulation'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stipulations_create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Raise a query on a loan with a second party (new-stipulation form) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StipulationCreate'];
        };
      };
      responses: {
        /** @description The new thread. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Stipulation'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stipulations_reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Reply in a thread (PUT; the spec's clients use both methods) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StipulationReply'];
        };
      };
      responses: {
        /** @description The thread with the reply. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Stipulation'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    /** Reply in a thread (POST; the spec's clients use both methods) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StipulationReply'];
        };
      };
      responses: {
        /** @description The thread with the reply. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Stipulation'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stipulations_view/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's threads on a loan and whom they may raise a query with
     * @description `id` is the loan’s `_id`. Only threads the caller is a party to are listed.
     */
    get: {
      parameters: {
        query?: {
          /** @description Must be the caller. */
          user_id?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description {dropdown, data}. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StipulationsView'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/storeTape_Response': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One loan’s generated tape as field, key and value rows (ASF unless report_type says otherwise) */
    post: {
      parameters: {
        query?: {
          /** @description xlsx: the same data as a download. */
          format?: 'json' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The loan number on the tape, or the loan’s `_id`. */
            loan_id: string;
            maker_id: string;
            /**
             * @description ASF | Supplemental Data Extract (SDE) | Business Purpose Supplement | Valuation Report | ATR OR QM Report | eResi Standard 1 | newRez
             * @example ASF
             */
            report_type?: string;
            tapeName: string;
          };
        };
      };
      responses: {
        /** @description The rows (or download.xlsx). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {number} */
              code: 200;
              data: {
                fieldName: string;
                key: string;
                value: string;
              }[];
              message: string;
            };
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tape_import_report/{batch_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The edit report of an import batch (row, column, edit, stage, message, value, rule) */
    get: {
      parameters: {
        query?: {
          format?: 'xlsx' | 'csv';
        };
        header?: never;
        path: {
          batch_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The report file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
            'text/csv': string;
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tapes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tile per tape the caller can see loans of, ordered by tape name */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The tiles. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['TapeTile'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tapes/{tapeName}/loans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A tape's loans the caller can see, one page */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
        };
        header?: never;
        path: {
          tapeName: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The tape and a page of its loans (`count` is every visible loan of the tape). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                count: number;
                documents: components['schemas']['Loan'][];
                limit: number;
                page: number;
                tape_name: string;
              };
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant config of the Host the request was made to; the default for unmapped hosts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description theme, branding, features, landingPage (spec §3). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              branding: {
                colors: {
                  [key: string]: string;
                };
                logo: string;
                title: string;
              };
              features: {
                [key: string]: boolean;
              };
              landingPage: string;
              name: string | null;
              /** @enum {boolean} */
              success: true;
              tenant_id: string | null;
              theme: {
                [key: string]: string;
              };
            };
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/trading_screen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's loan-trading screen: persona, read-only page, persona check and each control's state */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The screen. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['TradingScreen'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transferLoanNew': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sell loans to the investor who bought them (after due diligence) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['TransferRequest'];
        };
      };
      responses: {
        /** @description The ownership changes. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TransferLoanNew'];
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/update_Bid_Approval': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The buyer changes its price while the purchase is not approved */
    put: {
      parameters: {
        query?: never;
        header?: {
          /** @description Makes a retry safe: the same key and body get the first answer back. */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['UpdateBidApproval'];
        };
      };
      responses: {
        /** @description The row. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['PurchaseApproval'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/update_loan_details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The owner updates loans' details (the loan update diff), per stakeholder row */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LoanUpdateDiff'];
        };
      };
      responses: {
        /** @description 'Updated Successfully' and the fields changed. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['LoanUpdated'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description A rule refuses the request (bid closed or expired, no matching records …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/upload_file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload one file; answers its blob name
     * @description Accepted types by `context` (default `default`): default: png, jpeg, jpg, pdf, xls, xlsx; stipulation: jpg, jpeg, png, pdf, xls, xlsx; biddingQuery: jpg, jpeg, png, pdf; tape: xls, xlsx, pdf; missingDocument: pdf, doc, docx, xlsx; additionalDocument: jpeg, jpg, png, pdf; bulkBid: xlsx; image: jpg, jpeg, png.
     */
    post: {
      parameters: {
        query?: {
          context?:
            | 'default'
            | 'stipulation'
            | 'biddingQuery'
            | 'tape'
            | 'missingDocument'
            | 'additionalDocument'
            | 'bulkBid'
            | 'image';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description Exactly one file, at most 50,000,000 bytes.
             */
            file: string;
          };
        };
      };
      responses: {
        /** @description 'File uploaded successfully' and the blob name. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UploadedFile'];
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description 'File too big'. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/uploadMissingDocs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** File an uploaded file as the next version of a loan document (the owner) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['UploadMissingDocument'];
        };
      };
      responses: {
        /** @description 'Upload successful' and the document. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['LoanDocument'];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the signed-in person's names, email or mobile → 'Updated Successfully'
     * @description Any of firstname, lastname, email, mobile, countryCode (spec §5 rules). A new email or mobile needs `otp`, the code POST /users/contact/otp sent to it (one address per change), and `currentPassword`: a wrong one counts against the login limit (429 once locked); an account without a password is refused (422) until it sets one. Replacing an address logs out every session, this one included, and tells the old address. With `otp` alone, the current never-proven email or number is proven. Email and mobile can be changed, not removed, and stay unique (409 when another account has them).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ProfileChanges'];
        };
      };
      responses: {
        /** @description 'Updated Successfully' and the profile as stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfileUpdated'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Too many requests of this kind for now (e.g. codes sent to one address); try later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person’s addresses, oldest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The list. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Addresses'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    /** Replace one of the person's addresses → 'Updated address' */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AddressUpdate'];
        };
      };
      responses: {
        /** @description 'Updated address'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AddressChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    /** Add an address → 'Added address' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AddressFields'];
        };
      };
      responses: {
        /** @description 'Added address'. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AddressChanged'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    /** Delete one of the person's addresses → 'Deleted address' */
    delete: {
      parameters: {
        query: {
          address_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 'Deleted address'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AddressDeleted'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/businessAdminId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The id the caller acts as: its business admin for a business user, else itself (spec §6) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description `{success, businessAdminId}`. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BusinessAdminId'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/contact/otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a code to a new email or mobile number of the signed-in person → 'OTP sent successfully'
     * @description Either email, or mobile (with countryCode). The code (5 digits, 10 minutes, 5 tries) proves the address in PUT /users. Also proves the current email or number when it never was. 409 when another account has the address; 429 past the send limits of the address.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ContactOtpRequest'];
        };
      };
      responses: {
        /** @description 'OTP sent successfully' and when the code expires. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactOtpSent'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Too many requests of this kind for now (e.g. codes sent to one address); try later. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/contexts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The contexts the caller may switch to: their businesses and ecosystems (spec §4, §6)
     * @description Personal is always open. `businesses`: every business the caller belongs to, oldest membership first, with their role there (`POST /auth/loginmode` with `is_business: true, business_id`). `ecosystems`: those the caller runs (`owned`) or one of their businesses takes part in (`eco_id`). The same in every context.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The caller’s contexts. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CallerContexts'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's pending invitations to join a business */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Invitations'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation addressed to the caller's email */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            invitation_id: string;
          };
        };
      };
      responses: {
        /** @description 'Successfully Added': the caller joins the business in the invited role. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InvitationDecided'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/invitations/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline an invitation addressed to the caller's email */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            invitation_id: string;
          };
        };
      };
      responses: {
        /** @description 'Updated Successfully'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InvitationDecided'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person’s profile */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description spec §3 profile_details.user. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Profile'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/referralCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s own referral code, to share */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description `{success, referral_code}`. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReferralCode'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/routeConfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller’s navigation links and routes, each with its read-only flag, and the caller’s flags
     * @description The role's defaults; inside a business, the pages its admin made read-only for the caller. defaultUser and personaCheck are what the platform admin set for the caller (false until set).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description spec §3. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CallerRouteConfig'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/validate/referralCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a referral code names an account (upper-cased first) */
    get: {
      parameters: {
        query: {
          code: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description {valid}; an invalid code also carries 'Referral code is invalid'. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message?: string;
              /** @enum {boolean} */
              success: true;
              valid: boolean;
            };
          };
        };
        /** @description A field is invalid (its spec §5 message), or the request is malformed. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/view_After_Bidding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The bids the caller placed, newest first, with Won / Pending / Lost */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: string;
          };
        };
      };
      responses: {
        /** @description {data: [...]}, newest first. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['BidRow'][];
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/viewBidStipulations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The thread (bidId, bidderId), oldest first — for the bidder and the lender only */
    get: {
      parameters: {
        query: {
          bidderId: string;
          bidId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The messages. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['BidMessage'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description Not found, or not visible to the caller. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/viewSecuritizedTape': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The tapes the calling due-diligence firm is engaged on (spec §6 "loads securitized tapes") */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: string;
          };
        };
      };
      responses: {
        /** @description The tapes, by name. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['SecuritizedTape'][];
              statusText: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Invalid input: the first problem in `error`, every one in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again'. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
        /** @description The caller may not do this (persona, ownership, an identity field naming someone else). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradingRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wallets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s wallet (opened now if they have none) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description spec §3 wallet_details. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Wallet'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wallets/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s credit balance and transactions, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Whole reward points. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Credits'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wallets/persona/onboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Onboard a persona into the caller's wallet → 'Persona onboarded successfully!'
     * @description Every refusal answers 'Failed to onboard persona' (spec §8) with its own `code`: an unknown type, a type not offered on ubargain, one already onboarded, or a wallet that is not the caller’s.
     */
    post: {
      parameters: {
        query?: {
          /** @description The caller’s wallet `_id`. */
          wallet_id?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            isUbargain?: boolean;
            persona_id: string;
          };
        };
      };
      responses: {
        /** @description Pending, or approved at once for self-service types. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PersonaOnboarded'];
          };
        };
        /** @description A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Conflict: already done, taken, or changed by someone else meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description A rule refuses the request now (state of the thing, payment declined …). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wallets/personaTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every persona type a wallet can onboard, and whether it needs the platform admin’s approval */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The list. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PersonaTypes'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wallets/rewards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s rewards with status colours, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description With the caller’s referral code. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Rewards'];
          };
        };
        /** @description No live session: 'Session expired please login again' (the client logs out). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
        /** @description Not found — also what anything belonging to someone else answers. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountRefusal'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AccountRefusal: {
      /** @example ADDRESS.NOT_FOUND */
      code: string;
      details?: {
        [key: string]: unknown;
      };
      /** @example Address not found */
      error: string;
      statusText: string;
      /** @enum {boolean} */
      success: false;
    };
    Address: {
      address_id: string;
      city: string;
      country: string;
      createdAt: string;
      label: string | null;
      line1: string;
      line2: string | null;
      postalCode: string;
      state: string;
      updatedAt: string;
    };
    AddressChanged: {
      address: components['schemas']['Address'];
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    AddressDeleted: {
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    Addresses: {
      data: components['schemas']['Address'][];
      /** @enum {boolean} */
      success: true;
    };
    AddressFields: {
      city: string;
      /** @enum {string|null} */
      country?: 'India' | 'United States' | null;
      label?: string | null;
      line1: string;
      line2?: string | null;
      postalCode: string;
      state: string;
    };
    AddressUpdate: {
      address_id: string;
    } & {
      city: string;
      /** @enum {string|null} */
      country?: 'India' | 'United States' | null;
      label?: string | null;
      line1: string;
      line2?: string | null;
      postalCode: string;
      state: string;
    };
    AdminDecision: {
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    AggregatorTransfer: {
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    Asset: {
      _id: string;
      asset_model: string;
      asset_type: string;
      availability: {
        from: string;
        to: string;
      }[];
      city: string;
      createdAt: string;
      /** @description Rupees a day. */
      daily_rate: number;
      owner_id: string;
    };
    AssetChanged: {
      asset: components['schemas']['Asset'];
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    AssignServicerRequest: {
      /** @description Loans by `_id`. The loan's `_id` (not its loan number); an unknown id is refused with 404. */
      loanIdArray: string[];
      servicerId?: string | null;
      /** @description Dollars, at least 0. */
      servicingPrice?: number | string | null;
    };
    AuthMessage: {
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    AuthRefusal: {
      /** @example AUTH.OTP_INVALID */
      code: string;
      details?: {
        [key: string]: unknown;
      };
      /** @example Invalid OTP */
      error: string;
      /**
       * @description The client must log out (spec §2).
       * @enum {boolean}
       */
      logout?: true;
      statusText: string;
      /** @enum {boolean} */
      success: false;
    };
    AvailableAsset: {
      /** @description Rupees. */
      amount: number;
      asset: components['schemas']['Asset'];
      days: number;
    };
    AvailableAssets: {
      data: components['schemas']['AvailableAsset'][];
      /** @enum {boolean} */
      success: true;
    };
    BiddingTableFilter: {
      bidderId: string;
      /** @description A borrower id (display-all-lenders?persona=Borrower). */
      borrower?: string | null;
      dtiRange?: [number | null, number | null];
      /** @enum {string|null} */
      ethnicity?:
        | 'Cuban'
        | 'Hispanic or Latino'
        | 'Mexican'
        | 'Puerto Rican'
        | 'Other Hispanic or Latino'
        | 'Others'
        | 'Not declared'
        | null;
      ficoRange?: [number | null, number | null];
      /** @enum {string|null} */
      hmdaGender?: 'Male' | 'Female' | 'Others' | null;
      /** @description Rows per page (default 500, at most 1000). */
      limit?: number;
      /** @description Part of the loan number (case-insensitive). */
      loanId?: string | null;
      ltvRange?: [number | null, number | null];
      /** @enum {string} */
      outcome?: 'Won' | 'Pending' | 'Lost' | 'none';
      /** @description Page, from 1 (default 1). */
      page?: number;
      /** @enum {string|null} */
      race?:
        | 'American Indian or Alaska Native'
        | 'Asian'
        | 'Black or African American'
        | 'Native Hawaiian or Other Pacific Islander'
        | 'White'
        | 'Not declared'
        | null;
      /** @enum {string} */
      status?: 'open' | 'closed';
      tapeName?: string | null;
      tenureRange?: [number | null, number | null];
    };
    BidMessage: {
      _id: string;
      bidderId: string;
      bidId: string;
      blobName: string | null;
      createdAt: string;
      docName: string | null;
      message: string;
      sender: string;
      senderName: string;
    };
    BidRow: {
      _id: string;
      bid_amount: number | null;
      bidders: {
        bidAmount: number;
        bought: boolean;
      }[];
      bidId: string;
      canBid: boolean;
      expireIn: {
        colour: string;
        text: string;
        /** @enum {string} */
        unit: 'days' | 'hours' | 'minutes' | 'expired';
      };
      greyed: boolean;
      loanAmount: number;
      loanData: {
        _id: string;
        debt_to_income_ratio: number | null;
        fico_score: number | null;
        interestrate: number | null;
        loan_id: string;
        loan_value: number;
        ltv_value: number | null;
        tape_name: string;
        tenure: number | null;
      };
      /** @enum {string|null} */
      outcome: 'Won' | 'Pending' | 'Lost' | null;
      placedAt: string | null;
      /** @enum {string} */
      status: 'open' | 'closed';
      validTill: string;
    };
    BulkBidOutcome: {
      matched: {
        _id: string;
        amount: number;
        bidId: string;
        row: number;
      }[];
      /** @enum {string} */
      matching: 'all' | 'partial';
      placed: boolean;
      unmatched: {
        _id: string;
        /** @enum {string} */
        reason: 'not_open' | 'own_loan' | 'already_bid' | 'invalid_amount' | 'duplicate_row';
        row: number;
      }[];
    };
    Business: {
      _id: string;
      business_master_category: string;
      business_name: string;
      business_type: string;
      createdAt: string;
      ecosystem_id: string | null;
      owner_id: string;
    };
    BusinessAdminId: {
      businessAdminId: string;
      /** @enum {boolean} */
      success: true;
    };
    BusinessChanged: {
      businessDetails: components['schemas']['Business'];
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    BusinessChanges: {
      business_master_category?: string;
      business_name?: string;
      /** @enum {string} */
      business_type?:
        | 'Private Limited'
        | 'Public Limited'
        | 'Non Profit'
        | 'Self Employed'
        | 'Government Agency'
        | 'Sole Proprietorship'
        | 'Partnership Firm'
        | 'Limited Liability Partnership'
        | 'Trust Association Society';
    };
    BusinessDetails: {
      businessDetails: components['schemas']['BusinessView'];
      /** @enum {boolean} */
      success: true;
    };
    BusinessMember: {
      createdAt: string;
      firstname: string;
      lastname: string;
      /** @enum {string} */
      role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';
      user_id: string;
    };
    BusinessView: components['schemas']['Business'] & {
      approved: boolean;
      approvedAt: string | null;
      /**
       * @description The caller’s role in it; null for the platform admin.
       * @enum {string|null}
       */
      role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER' | null;
    };
    CallerContexts: {
      businesses: {
        business_id: string;
        business_name: string;
        /** @enum {string} */
        role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';
      }[];
      ecosystems: {
        _id: string;
        ecosystem_name: string;
        ecosystem_url: string;
        owned: boolean;
      }[];
      /** @enum {boolean} */
      success: true;
    };
    CallerRouteConfig: components['schemas']['RouteConfig'] & {
      /** @description The default-user flag: the person trades as a lender. */
      defaultUser: boolean;
      /** @description The persona check: Import Loan Files is shown. */
      personaCheck: boolean;
      /** @enum {boolean} */
      success: true;
    };
    ContactForm: {
      details?: string | null;
      email: string;
      /** @enum {string} */
      knowThrough: 'Social Media' | 'Email' | 'Search Engine' | 'Advertisement' | 'Others';
      mobile?: string | null;
      name: string;
    };
    ContactMessage: {
      _id: string;
      createdAt: string;
      details: string | null;
      email: string | null;
      knowThrough: string;
      mobile: string | null;
      name: string | null;
      /** @description The signed-in sender; null for a visitor. */
      user_id: string | null;
    };
    ContactMessages: {
      data: components['schemas']['ContactMessage'][];
      page: number;
      pageSize: number;
      /** @enum {boolean} */
      success: true;
      total: number;
    };
    ContactOtpRequest: {
      /** @enum {string} */
      countryCode?: '+91' | '+1';
      email?: string;
      mobile?: string;
    };
    ContactOtpSent: {
      expiresAt: string;
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    ContactSent: {
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    Contract: {
      _id: string;
      agreement_type: string;
      counterparty_id: string;
      createdAt: string;
      creator_id: string;
      /** @description spec §4: digital contract (false) or with E-Stamp (true). */
      e_stamp: boolean;
      signatures: {
        signedAt: string;
        user_id: string;
      }[];
      /** @description Rupees, two decimals. */
      stamp_duty_amount: number | null;
      stamp_duty_payment_id: string | null;
      stamp_duty_state: string | null;
      /** @enum {string} */
      status:
        | 'pending'
        | 'draft'
        | 'agreed'
        | 'rejected'
        | 'cancelled'
        | 'signed'
        | 'approved'
        | 'paymentpending'
        | 'waitingforsignatures';
      terms: string;
      title: string;
      updatedAt: string;
      version: number;
    };
    ContractChanged: {
      contract: components['schemas']['Contract'];
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    ContractDetails: {
      data: components['schemas']['ContractView'];
      /** @enum {boolean} */
      success: true;
    };
    ContractEdit: {
      /** @enum {string} */
      agreement_type:
        | 'Sale Agreement'
        | 'Lease Agreement'
        | 'Leave and Licence Agreement'
        | 'Rental Agreement'
        | 'Equipment Hire Agreement'
        | 'Loan Agreement'
        | 'Hypothecation Agreement'
        | 'Supply Agreement'
        | 'Service Agreement'
        | 'Non-Disclosure Agreement'
        | 'Memorandum of Understanding'
        | 'Indemnity Bond';
      contract_id: string;
      /** @default false */
      e_stamp: boolean;
      stamp_duty_amount?: number | string | null;
      /** @enum {string|null} */
      stamp_duty_state?: 'KA' | 'TN' | null;
      terms: string;
      title: string;
    };
    ContractOptions: {
      actions: string[];
      agreement_types: string[];
      stamp_duty_states: {
        code: string;
        name: string;
      }[];
      statuses: string[];
      /** @enum {boolean} */
      success: true;
    };
    Contracts: {
      data: components['schemas']['ContractView'][];
      /** @enum {boolean} */
      success: true;
    };
    ContractView: components['schemas']['Contract'] & {
      /** @description What the caller can do now. */
      actions: string[];
      /** @enum {string} */
      mode: 'create' | 'edit' | 'view';
    };
    Credential: {
      _id: string;
      createdAt: string;
      credential_type: {
        entity_attributes: {
          attr_name: string;
          uservalue: string;
        }[];
        name: string;
      };
      holder_id: string;
      issuer_id: string;
      /** @enum {string} */
      status: 'requested' | 'in_review' | 'issued' | 'rejected' | 'cancelled';
      updatedAt: string;
    };
    CredentialChanged: {
      credential: components['schemas']['Credential'];
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    CredentialShare: {
      _id: string;
      createdAt: string;
      credential: components['schemas']['Credential'] & (Record<string, never> | null);
      credential_id: string | null;
      credential_type: {
        name: string;
      };
      holder_id: string;
      requester_id: string;
      /** @enum {string} */
      status: 'requested' | 'shared' | 'in_review' | 'approved' | 'rejected' | 'cancelled';
      updatedAt: string;
    };
    CredentialTypes: {
      data: {
        entity_attributes: {
          attr_name: string;
        }[];
        name: string;
      }[];
      /** @enum {boolean} */
      success: true;
    };
    CredentialView: {
      data: components['schemas']['Credential'];
      /** @enum {boolean} */
      success: true;
    };
    Credits: {
      balance: number;
      /** @enum {boolean} */
      success: true;
      transactions: components['schemas']['CreditTransaction'][];
      wallet_id: string;
    };
    CreditTransaction: {
      _id: string;
      createdAt: string;
      credits: number;
      kind: string;
      reward_id: string;
    };
    DocCheckRequest: {
      /** @description The investor running the check. Must be the caller; derived when left out. */
      investor_id?: string | null;
      loan_id: string;
    };
    DocumentCheck: {
      data: {
        data: {
          response: {
            docCheckModels: {
              docName: string;
              isDocAvailable: boolean;
              /** @enum {string} */
              type: 'Core' | 'Additional';
            }[];
            message: string;
            requiredActions: string[];
            /** @enum {string} */
            status: 'red' | 'amber' | 'green' | 'grey';
            /** @example Critical: Core Files Missing */
            statusText: string;
          };
        };
      };
      /** @enum {boolean} */
      success: true;
    };
    DocumentRevision: {
      blobName: string;
      documentInfo: string;
      fileNameGiven: string;
      updated: string;
      uploaded_by: string;
      version: number;
    };
    DueDiligenceCase: {
      _id: string;
      /** @description The engagement file (get_loan_pdf). */
      blobName: string;
      ddFirmId: string;
      investorId: string;
      startedAt: string;
      tape_name: string;
    };
    DueUnstakingRequests: {
      asOf: string;
      /** @description Within the window, earliest first. */
      awaiting: components['schemas']['UnstakeRequest'][];
      /** @description More unanswered requests exist than `limit`. */
      more: boolean;
      /** @description Past the window, unanswered. */
      toAuction: components['schemas']['UnstakeRequest'][];
    };
    EcosystemApproved: {
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    EcosystemImage: {
      /**
       * @description `<sha-256>.<ext>`.
       * @example abababababababababababababababababababababababababababababababab.png
       */
      blobName: string;
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    EcosystemParticipant: {
      added_by: string;
      addedAt: string;
      business_id: string;
      ecosystem_id: string;
      kind: string;
      /** @enum {string} */
      side: 'buyer' | 'seller';
    };
    EcosystemRegistered: {
      /** @description For the partner’s server (POST /auth/ecosystem/token). Shown this once; keep it secret. */
      client_secret: string;
      ecosystem: components['schemas']['RegisteredEcosystem'];
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    EcosystemSecretRotated: {
      /** @description For the partner’s server (POST /auth/ecosystem/token). Shown this once; keep it secret. */
      client_secret: string;
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    FavouriteFilter: {
      _id: string;
      created: string;
      name: string;
      updated: string;
      value: {
        /** @enum {string} */
        label: 'loan amount' | 'ltv' | 'fico' | 'tenure' | 'debt to income';
        /** @description [min, max]; loan amount in whole dollars. */
        value: [number, number];
      }[];
    };
    FavouriteFilterInput: {
      name: string;
      value: {
        /** @enum {string} */
        label: 'loan amount' | 'ltv' | 'fico' | 'tenure' | 'debt to income';
        /** @description [min, max]; loan amount in whole dollars. */
        value: [number, number];
      }[];
    };
    FieldComparisonRow: {
      dataValue: string;
      fieldName: string;
      generatedValue: string;
      /** @enum {string} */
      matched: 'Yes' | 'No';
    };
    FieldMapping: {
      /** @enum {string} */
      codeSet?: 'hmda' | 'asf';
      /**
       * @description For each platform field, the tape headers that hold it, best first.
       * @example {
       *       "loanNumber": [
       *         "Loan #"
       *       ],
       *       "fico": [
       *         "Bureau Score"
       *       ]
       *     }
       */
      fields: {
        amount?: string[];
        appraisedValue?: string[];
        borrowerFirstName?: string[];
        borrowerId?: string[];
        borrowerLastName?: string[];
        cltv?: string[];
        dti?: string[];
        escrowBalance?: string[];
        ethnicity?: string[];
        fico?: string[];
        firstPaymentDate?: string[];
        gender?: string[];
        interestRate?: string[];
        issuingAuthority?: string[];
        loanNumber?: string[];
        ltv?: string[];
        maturityDate?: string[];
        monthlyDebt?: string[];
        monthlyIncome?: string[];
        occupancy?: string[];
        program?: string[];
        propertyType?: string[];
        purpose?: string[];
        qmStatus?: string[];
        race?: string[];
        tenure?: string[];
        units?: string[];
      };
      name: string;
      scale?: {
        amount?: number;
        appraisedValue?: number;
        borrowerFirstName?: number;
        borrowerId?: number;
        borrowerLastName?: number;
        cltv?: number;
        dti?: number;
        escrowBalance?: number;
        ethnicity?: number;
        fico?: number;
        firstPaymentDate?: number;
        gender?: number;
        interestRate?: number;
        issuingAuthority?: number;
        loanNumber?: number;
        ltv?: number;
        maturityDate?: number;
        monthlyDebt?: number;
        monthlyIncome?: number;
        occupancy?: number;
        program?: number;
        propertyType?: number;
        purpose?: number;
        qmStatus?: number;
        race?: number;
        tenure?: number;
        units?: number;
      };
    };
    HireConfirmation: {
      from: string;
      to: string;
    } & {
      city?: string;
      purpose: string;
    } & {
      asset_id: string;
    };
    HireConfirmed: {
      message: string;
      reservation: components['schemas']['Reservation'];
      /** @enum {boolean} */
      success: true;
    };
    HireStepChecked: {
      next_step: string;
      step: string;
      /** @enum {boolean} */
      success: true;
    };
    InvitationDecided: {
      invitation: {
        _id: string;
        business_id: string;
        createdAt: string;
        decidedAt: string | null;
        email: string;
        /** @enum {string} */
        role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';
        /** @enum {string} */
        status: 'pending' | 'accepted' | 'declined';
      };
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    Invitations: {
      data: {
        _id: string;
        business_id: string;
        business_name: string;
        createdAt: string;
        decidedAt: string | null;
        email: string;
        /** @enum {string} */
        role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';
        /** @enum {string} */
        status: 'pending' | 'accepted' | 'declined';
      }[];
      /** @enum {boolean} */
      success: true;
    };
    Lead: {
      _id: string;
      createdAt: string;
      details: string | null;
      email: string | null;
      mobile: string | null;
      name: string | null;
      option: string;
      /** @description The signed-in sender; null for a visitor. */
      user_id: string | null;
    };
    LeadForm: {
      details?: string | null;
      email?: string | null;
      mobile?: string | null;
      name?: string | null;
      /** @enum {string} */
      option: 'video' | 'pdf' | 'url';
    };
    Leads: {
      data: components['schemas']['Lead'][];
      page: number;
      pageSize: number;
      /** @enum {boolean} */
      success: true;
      total: number;
    };
    LeadSent: {
      message: string;
      /** @enum {string} */
      option: 'video' | 'pdf' | 'url';
      /** @enum {boolean} */
      success: true;
    };
    LenderCard: {
      address: string | null;
      company_name: string | null;
      contact_name: string;
      email: string;
      state: string | null;
      user_id: string;
      web_url: string | null;
    };
    LenderCredential: {
      _id: string;
      credential_type: {
        entity_attributes: {
          attr_name: string;
          uservalue: string;
        }[];
        /** @example Lender Licence */
        name: string;
      };
      issuer_id: string;
      /** @enum {string} */
      status: 'issued';
      updated: string;
    };
    Loan: {
      _id: string;
      addedToPool: boolean;
      batch_id: string;
      /** @description Winning amount (dollars) for the parties of the sale. */
      bidPrice: number | null;
      borrowerMasked: boolean;
      /** @enum {string} */
      close_status: 'open' | 'closed';
      created: string;
      ingested_attributes: components['schemas']['NameValue'][];
      /** @enum {string} */
      isAccepted: 'true' | 'false';
      isExcelUpload: boolean;
      issuingAuthority: string;
      ista_props: {
        rowkey: string;
        status: string | null;
      };
      loan_classification: string | null;
      loan_header_properties: {
        loanOwnership: {
          recent_version: {
            isLoanTransferred: boolean;
            OwnedBy: string;
          };
        };
      };
      /** @description The seller's loan number. */
      loan_id: string;
      /** @description Loan amount, dollars. */
      loan_value: number;
      loanDetails: {
        digital_contract_attributes: components['schemas']['NameValue'][];
        ingested_attributes: components['schemas']['NameValue'][];
        loan_pool_parameters: {
          recent_version: components['schemas']['LoanPoolParameters'];
        }[];
      };
      loanMetadata: {
        loanMetadata_id: string;
        nft_mint_status: string;
      };
      onPlatform: boolean;
      /** @enum {string|null} */
      poolStatus: 'Added' | 'Removed' | null;
      retain: boolean;
      stakeholders: components['schemas']['LoanStakeholder'][];
      states: components['schemas']['LoanState'][];
      /** @enum {string} */
      status: 'listed' | 'bidding' | 'awarded';
      stipData: {
        closed: boolean;
        partyA: {
          agreeToClosed: boolean;
          userId: string;
        };
        partyB: {
          agreeToClosed: boolean;
          userId: string;
        };
      } | null;
      tape_name: string;
      updated: string;
    };
    LoanDocument: {
      /** @description The loan’s `_id`. */
      _id: string;
      documentName: string;
      /** @description Oldest first. */
      revisions: components['schemas']['DocumentRevision'][];
      stage_name: string;
    };
    LoanDocuments: {
      _id: string;
      documents: components['schemas']['LoanDocument'][];
      stages: string[];
    };
    LoanFilter: {
      /** @description A borrower id (display-all-lenders?persona=Borrower). */
      borrower?: string | null;
      dtiRange?: [number | null, number | null];
      /** @enum {string|null} */
      ethnicity?:
        | 'Cuban'
        | 'Hispanic or Latino'
        | 'Mexican'
        | 'Puerto Rican'
        | 'Other Hispanic or Latino'
        | 'Others'
        | 'Not declared'
        | null;
      ficoRange?: [number | null, number | null];
      /** @enum {string|null} */
      hmdaGender?: 'Male' | 'Female' | 'Others' | null;
      /** @default 500 */
      limit: number;
      /** @description Part of the loan number (case-insensitive). */
      loanId?: string | null;
      ltvRange?: [number | null, number | null];
      /** @default 1 */
      page: number;
      /** @enum {string|null} */
      race?:
        | 'American Indian or Alaska Native'
        | 'Asian'
        | 'Black or African American'
        | 'Native Hawaiian or Other Pacific Islander'
        | 'White'
        | 'Not declared'
        | null;
      /**
       * @description Sort by this LOAN RECORDS column (loanId is the loan number); loans without a value come last, ties in id order. Without it, id order.
       * @enum {string}
       */
      sortBy?: 'loanId' | 'tapeName' | 'amount' | 'tenure' | 'fico' | 'ltv' | 'dti';
      /**
       * @description 'asc' (default) or 'desc'.
       * @enum {string}
       */
      sortDir?: 'asc' | 'desc';
      tapeName?: string | null;
      tenureRange?: [number | null, number | null];
    };
    LoanPage: {
      docs: components['schemas']['Loan'][];
      limit: number;
      page: number;
      total: number;
    };
    LoanPoolParameters: {
      AUS: string | null;
      borrower_first_name: string | null;
      borrower_id: string | null;
      borrower_last_name: string | null;
      cltv_value: number | null;
      debt_to_income_ratio: number | null;
      ethnicity: string | null;
      /** @description Null when the tape reported none. */
      fico_score: number | null;
      gender: string | null;
      generic_program: string | null;
      isprimaryborrower: boolean;
      ltv_value: number | null;
      /** @description Dollars; null when masked. */
      monthly_debt: number | null;
      /** @description Dollars; null when masked. */
      monthly_income: number | null;
      occupancy: string | null;
      program: string | null;
      property_type: string | null;
      race: string | null;
      /** @description Months; null when the tape reported none. */
      tenure: number | null;
    };
    LoanStakeholder: {
      hexID: string;
      /** @description User id. */
      party: string;
      /** @enum {string} */
      persona: 'lender' | 'owner' | 'investor' | 'due_diligence' | 'winner';
      valid: boolean;
    };
    LoanStaking: {
      asOf: string;
      loanId: string;
      requests: components['schemas']['UnstakeRequest'][];
      stakes: components['schemas']['Stake'][];
    };
    LoanState: {
      digital_contract_attributes: components['schemas']['NameValue'][];
      second_party: components['schemas']['SecondParty'][];
      /** @example Due-Diligence */
      state_name: string;
    };
    LoanUpdated: {
      /** @description The loan. */
      _id: string;
      loan_id: string;
      stakeholderMapId: string;
      /** @description Empty when the loan already had those values. */
      updatedFields: string[];
    };
    LoanUpdateDiff: {
      /** @description The stakeholder map row (`_id`) of the loan. */
      stakeholderMapId: string;
      /** @description Digital-contract attributes: purpose, loanamount, closingdate, propcity, propcounty, propstate, ZIP, interestrate; pool parameters: fico_score, debt_to_income_ratio, ltv_value, cltv_value, tenure, program, generic_program, occupancy, property_type. Amounts in dollars; null clears a field that may be empty. */
      updateData: {
        [key: string]: unknown;
      };
    }[];
    LoginMode: {
      business_id: string | null;
      eid: string | null;
      is_business: boolean;
      /** @enum {string} */
      user_role: 'consumer' | 'ispadmin';
    };
    LoginModeRequest: {
      business_id?: string | null;
      eco_id?: string | null;
      eco_url?: string | null;
      is_business: boolean;
    };
    /** @description Optional: logs out the session of this refresh token. */
    Logout: {
      refreshToken?: string | null;
    };
    MemberChanged: {
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    MemberInvited: {
      invitation: {
        _id: string;
        business_id: string;
        createdAt: string;
        decidedAt: string | null;
        email: string;
        /** @enum {string} */
        role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';
        /** @enum {string} */
        status: 'pending' | 'accepted' | 'declined';
      };
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    MemberRoutes: {
      config: components['schemas']['RouteConfig'];
      /** @enum {boolean} */
      success: true;
    };
    MemberRoutesSet: {
      config: components['schemas']['RouteConfig'];
      message: string;
      /** @enum {boolean} */
      success: true;
    };
    Members: {
      data: components['schemas']['BusinessMember'][];
      /** @enum {boolean} */
      success: true;
    };
    MobileOtpLogin: {
      ecosystemId?: string | null;
      mobile: string;
      otp: string;
      persona_id?: string | null;
    };
    MyCredentials: {
      held: components['schemas']['Credential'][];
      issuing: components['schemas']['Credential'][];
      /** @enum {boolean} */
      success: true;
    };
    MyShares: {
      incoming: components['schemas']['CredentialShare'][];
      outgoing: components['schemas']['CredentialShare'][];
      /** @enum {boolean} */
      success: true;
    };
    NameValue: {
      name: string;
      value: string | number | boolean | null;
    };
    NewAsset: {
      asset_model: string;
      /** @enum {string} */
      asset_type:
        | 'Tractor'
        | 'Combine Harvester'
        | 'Rotavator'
        | 'Seed Drill'
        | 'Power Tiller'
        | 'Sprayer'
        | 'Trailer'
        | 'Truck'
        | 'Forklift'
        | 'Agricultural Drone'
        | 'Cold Storage Unit'
        | 'Warehouse Space';
      /** @default [] */
      availability: {
        from: string;
        to: string;
      }[];
      city: string;
      daily_rate: number | string;
    };
    NewBusiness: {
      /** @default eCommerce */
      business_master_category: string;
      business_name: string;
      /**
       * @default Private Limited
       * @enum {string}
       */
      business_type:
        | 'Private Limited'
        | 'Public Limited'
        | 'Non Profit'
        | 'Self Employed'
        | 'Government Agency'
        | 'Sole Proprietorship'
        | 'Partnership Firm'
        | 'Limited Liability Partnership'
        | 'Trust Association Society';
    };
    NewContract: {
      /** @enum {string} */
      agreement_type:
        | 'Sale Agreement'
        | 'Lease Agreement'
        | 'Leave and Licence Agreement'
        | 'Rental Agreement'
        | 'Equipment Hire Agreement'
        | 'Loan Agreement'
        | 'Hypothecation Agreement'
        | 'Supply Agreement'
        | 'Service Agreement'
        | 'Non-Disclosure Agreement'
        | 'Memorandum of Understanding'
        | 'Indemnity Bond';
      counterparty_id: string;
      /** @default false */
      e_stamp: boolean;
      stamp_duty_amount?: number | string | null;
      /** @enum {string|null} */
      stamp_duty_state?: 'KA' | 'TN' | null;
      terms: string;
      title: string;
    };
    NewEcosystem: {
      /** @default [] */
      banner_pic: string[];
      ecosystem_name: string;
      ecosystem_uri: string;
      ecosystem_url: string;
      profile_pic?: string | null;
      /** @default [] */
      redirect_uris: string[];
    };
    Notification: {
      _id: string;
      createdAt: string;
      data: {
        [key: string]: string | number | boolean | null;
      };
      message: string;
      notificationType: string | null;
      subject: string;
      tapeName: string | null;
      userId: string;
    };
    OtpSent: {
      expiresAt: string;
      /** @enum {string} */
      message: 'OTP sent successfully';
      /** @enum {boolean} */
      success: true;
    };
    OwnAssets: {
      data: components['schemas']['Asset'][];
      /** @enum {boolean} */
      success: true;
    };
    OwnedEcosystems: {
      data: components['schemas']['RegisteredEcosystem'][];
      /** @enum {boolean} */
      success: true;
    };
    OwnershipChange: {
      /** @description The loan’s `_id`. */
      _id: string;
      from: string;
      /** @enum {string} */
      kind: 'sale' | 'aggregator';
      /** @description Dollars; null for an aggregator transfer. */
      price: number | null;
      settlementDate: string;
      tape_name: string;
      to: string;
      transferredAt: string;
    };
    ParticipantAdded: {
      message: string;
      participant: components['schemas']['EcosystemParticipant'];
      /** @enum {boolean} */
      success: true;
    };
    Participants: {
      data: components['schemas']['EcosystemParticipant'][];
      /** @enum {boolean} */
      success: true;
    };
    PartyEntry: {
      first_name: string;
      user_id: string;
    };
    PasswordLogin: {
      ecosystemId?: string | null;
      password: string;
      username: string;
    };
    PendingBusinesses: {
      data: components['schemas']['Business'][];
      /** @enum {boolean} */
      success: true;
    };
    PendingEcosystems: {
      data: components['schemas']['RegisteredEcosystem'][];
      /** @enum {boolean} */
      success: true;
    };
    PendingPersonas: {
      data: components['schemas']['Persona'][];
      /** @enum {boolean} */
      success: true;
    };
    Persona: {
      _id: string;
      decidedAt: string | null;
      isUbargain: boolean;
      onboardedAt: string;
      /** @description The persona type (the `persona_id` onboarded). */
      persona_id: string;
      persona_type: {
        entity_type_name: string;
      };
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      wallet_id: string;
    };
    PersonaOnboarded: {
      message: string;
      persona: components['schemas']['Persona'];
      /** @enum {boolean} */
      success: true;
    };
    PersonaType: {
      _id: string;
      entity_type_name: string;
      requires_approval: boolean;
    };
    PersonaTypes: {
      data: components['schemas']['PersonaType'][];
      /** @enum {boolean} */
      success: true;
    };
    PoolChange: {
      /** @description The loan's `_id` (not its loan number); an unknown id is refused with 404. */
      loanId?: string;
      /** @description Loans by `_id`. */
      loanIds?: string[];
    };
    PoolInfoRow: {
      AVG: number | null;
      MAX: number | null;
      /** @enum {string} */
      metric: 'LTV' | 'DTI' | 'FICO' | 'interestRate';
      MIN: number | null;
      /** @description Weighted by loan balance. */
      WAVG: number | null;
    };
    PoolSummary: {
      count: number;
      /** @description Dollars. */
      totalBalance: number;
      weightedAverages: {
        dti: number | null;
        fico: number | null;
        interestRate: number | null;
        ltv: number | null;
        tenure: number | null;
      };
    };
    PriceAdjustment: {
      lines: {
        name: string;
        percent: number;
      }[];
      loan_id: string;
      /** @description Percent of the loan amount. */
      totalAdj: number;
    };
    Profile: {
      profile_details: {
        user: components['schemas']['ProfileUser'];
      };
      /** @enum {boolean} */
      success: true;
    };
    ProfileChanges: {
      /** @enum {string} */
      countryCode?: '+91' | '+1';
      currentPassword?: string;
      email?: string;
      firstname?: string;
      lastname?: string;
      mobile?: string;
      otp?: string;
    };
    ProfileUpdated: {
      message: string;
      profile_details: {
        user: components['schemas']['ProfileUser'];
      };
      /** @enum {boolean} */
      success: true;
    };
    ProfileUser: {
      _id: string;
      countryCode: string | null;
      email: string | null;
      firstname: string;
      lastname: string;
      mobile: string | null;
      /** @description The person’s own code, to share (spec §9 upper case). */
      referral_code: string;
      /**
       * @description The person’s platform role (consumer or ispadmin).
       * @enum {string}
       */
      role: 'consumer' | 'BUSINESSUSER' | 'BUSINESSADMIN' | 'BUSINESSSELLER' | 'ispadmin';
    };
    PurchaseApproval: {
      _id: string;
      approver: string;
      createdAt: string;
      creator_bid: number;
      /** @description The awarded bid (`bidId` of update_Bid_Approval). */
      id: string;
      /** @enum {string} */
      isApproved: 'true' | 'false';
      loanAmount: number;
      loanId: {
        _id: string;
        loan_id: string | null;
        loan_pool_parameters: {
          recent_version: {
            cltv_value: number | null;
            debt_to_income_ratio: number | null;
            /** @description Null when the tape reported none. */
            fico_score: number | null;
            ltv_value: number | null;
            occupancy: string | null;
            program: string | null;
            property_type: string | null;
            /** @description Months; null when the tape reported none. */
            tenure: number | null;
          };
        }[];
      };
      owner: string;
      priceEditable?: boolean;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected' | 'void';
      tape_name: string;
      updatedAt: string;
    };
    ReferralCode: {
      referral_code: string;
      /** @enum {boolean} */
      success: true;
    };
    /** @description Required unless the call is in cookie transport (`X-Session-Transport: cookie`). */
    Refresh: {
      refreshToken?: string;
    };
    RegisteredEcosystem: {
      _id: string;
      /** @description Sign-on redirects count only once a platform admin approved. */
      approved: boolean;
      approvedAt: string | null;
      banner_pic: string[];
      ecosystem_name: string;
      ecosystem_uri: string;
      ecosystem_url: string;
      owner_id: string | null;
      profile_pic: string | null;
      redirect_uris: string[];
    };
    Reprice: {
      _id: string;
      bidId: string;
      /** @enum {string} */
      isApproved: 'true' | 'false';
      new_price: number;
      previous_price: number;
      reason: string;
      status: string;
    };
    RepriceRequest: {
      /** @description The selection: exactly one loan. The loan's `_id` (not its loan number); an unknown id is refused with 404. */
      loan_id: string | string[];
      /** @description Dollars, at least 0.01. */
      new_price?: number | string | null;
      reason?: string | null;
    };
    Reservation: {
      _id: string;
      /** @description Rupees. */
      amount: number;
      asset_id: string;
      createdAt: string;
      days: number;
      from: string;
      hirer_id: string;
      holdExpiresAt: string;
      owner_id: string;
      payment_id: string | null;
      purpose: string;
      /** @enum {string} */
      status: 'pending_payment' | 'confirmed' | 'released';
      to: string;
      updatedAt: string;
    };
    Reservations: {
      hired: components['schemas']['Reservation'][];
      hired_out: components['schemas']['Reservation'][];
      /** @enum {boolean} */
      success: true;
    };
    ReservationView: {
      data: components['schemas']['Reservation'];
      /** @enum {boolean} */
      success: true;
    };
    Reward: {
      _id: string;
      /** @description spec §3: Eligible orange, Earned green, Paid blue, Rejected and Cancelled red. */
      colour: string;
      createdAt: string;
      credits: number;
      /** @enum {string} */
      kind: 'referral';
      referred_user_id: string;
      status: string;
      updatedAt: string;
    };
    RewardDecided: {
      message: string;
      reward: components['schemas']['Reward'];
      /** @enum {boolean} */
      success: true;
    };
    Rewards: {
      data: components['schemas']['Reward'][];
      referral_code: string;
      /** @enum {boolean} */
      success: true;
    };
    RewardsToDecide: {
      data: components['schemas']['Reward'][];
      /** @enum {boolean} */
      success: true;
    };
    RolesAndPermissions: {
      personas: {
        capabilities: string[];
        label: string;
        /** @enum {string} */
        persona: 'lender' | 'investor' | 'due_diligence' | 'rating_agency' | 'rating_agency_17g5';
      }[];
      roles: {
        admin_or_seller: boolean;
        /** @enum {string} */
        menu: 'admin' | 'consumer' | 'default';
        /** @enum {string} */
        role: 'consumer' | 'BUSINESSUSER' | 'BUSINESSADMIN' | 'BUSINESSSELLER' | 'ispadmin';
        routeConfig: components['schemas']['RouteConfig'];
      }[];
      /** @enum {boolean} */
      success: true;
    };
    RouteConfig: {
      navLinks: {
        label: string;
        path: string;
      }[];
      routes: {
        path: string;
        readOnly: boolean;
      }[];
    };
    RouteFlags: {
      /** @description The default-user flag: the person trades as a lender. */
      defaultUser: boolean;
      /** @description The persona check: Import Loan Files is shown. */
      personaCheck: boolean;
    };
    SavedFieldMapping: {
      builtIn: boolean;
      mapping: components['schemas']['FieldMapping'];
      mappingName: string;
      updated: string | null;
    };
    SecondParty: {
      name: string;
      persona: string | null;
      user_id: string;
    };
    SecuritizedTape: {
      count: number;
      engaged_at: string;
      investor_ids: string[];
      issuingAuthority: string;
      lender_id: string;
      tape_name: string;
    };
    SentInvitations: {
      data: {
        _id: string;
        business_id: string;
        createdAt: string;
        decidedAt: string | null;
        email: string;
        /** @enum {string} */
        role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';
        /** @enum {string} */
        status: 'pending' | 'accepted' | 'declined';
      }[];
      /** @enum {boolean} */
      success: true;
    };
    Servicing: {
      _id: string;
      assignedAt: string;
      servicerId: string;
      servicingPrice: number;
    };
    SessionUser: {
      login_mode: components['schemas']['LoginMode'];
      /** @enum {string} */
      role: 'consumer' | 'BUSINESSUSER' | 'BUSINESSADMIN' | 'BUSINESSSELLER' | 'ispadmin';
      user_id: string;
    };
    SetPurchaseApproval: {
      approval: ('true' | 'false') | boolean;
      /** @description Loans by `_id`. The loan's `_id` (not its loan number); an unknown id is refused with 404. */
      loanIdArray: string[];
    };
    ShareChanged: {
      message: string;
      share: components['schemas']['CredentialShare'];
      /** @enum {boolean} */
      success: true;
    };
    Signup: {
      ageConfirmed?: boolean | null;
      /** @enum {string} */
      countryCode: '+91' | '+1';
      ecosystem_id?: string | null;
      email?: string | null;
      firstname: string;
      lastname: string;
      mobile: string;
      otp: string;
      password: string;
      persona_id?: string | null;
      referred_by?: string | null;
      wallet?: string | null;
    };
    SignupRequest: {
      ageConfirmed?: boolean | null;
      /** @enum {string} */
      countryCode: '+91' | '+1';
      ecosystem_id?: string | null;
      email?: string | null;
      firstname: string;
      lastname: string;
      mobile: string;
      password: string;
      persona_id?: string | null;
      referred_by?: string | null;
      wallet?: string | null;
    };
    SiteConfig: {
      borrowerUrl: string;
      /** @enum {string} */
      build: 'us' | 'commerce';
      /** @enum {string} */
      environment: 'development' | 'production' | 'test';
      /** @enum {boolean} */
      success: true;
      support: {
        email: string;
        phone: string;
      };
    };
    SocialCompletion: {
      mobile: string;
      otp: string;
    };
    SocialOtpRequest: {
      /** @enum {string} */
      countryCode: '+91' | '+1';
      key: string;
      mobile_no: string;
      referral_code?: string | null;
    };
    SocialSignIn: {
      credential: string;
      provider: string;
    };
    SsoCodeRequest: {
      ecosystem_uri?: string | null;
      ecosystemId?: string | null;
      redirect_uri: string;
    };
    SsoTokenRequest: {
      /** @description The ecosystem’s client secret, shown once when it was registered (or rotated). */
      clientSecret: string;
      code: string;
      ecosystemId: string;
      redirectUri: string;
    };
    Stake: {
      _id: string;
      /** @description The lender who staked (who opened the loan for bidding). */
      lenderId: string;
      /** @description The loan number. */
      loan_id: string;
      /** @description Dollars: the loan amount when staked. */
      loan_value: number;
      /** @description The loan’s `_id`. */
      loanId: string;
      releasedAt: string | null;
      /** @description Dollars: 2 basis points of `loan_value`, to the cent. */
      stake: number;
      stakedAt: string;
      /** @enum {string} */
      status: 'staked' | 'released';
      tape_name: string;
    };
    StakeholderApproval: {
      approval: ('true' | 'false') | boolean;
      stakeholderMapIdArray: string[];
      /** @description The caller (the loans’ owner). Must be the caller; derived when left out. */
      userId?: string | null;
    };
    StakeholderAutomation: {
      stakeholderMapIds: string[];
    };
    StakeholderDecision: {
      data: components['schemas']['StakeholderRow'][];
      /** @example Loans are being processed */
      statusText: string;
      /** @enum {boolean} */
      success: true;
      /** @description What the screen shows: a reject reads 'Loan rejected'. */
      toast: string;
    };
    StakeholderPrices: {
      mappingName?: string | null;
      stakeholderMapPricesArray: {
        /** @description The row (omit for a loan not priced yet). */
        _id?: string | null;
        /** @description Dollars, more than 0. */
        bidPrice?: number | string | null;
        /** @description For a loan not priced yet. The loan's `_id` (not its loan number); an unknown id is refused with 404. */
        loanId?: string | null;
      }[];
    };
    StakeholderReject: {
      stakeholderMapPricesArray: {
        _id: string;
        status: ('true' | 'false') | boolean;
      }[];
    };
    StakeholderRetain: {
      stakeholderMapIdArray: string[];
      /** @description The caller (the loans’ owner). Must be the caller; derived when left out. */
      userId?: string | null;
    };
    StakeholderRow: {
      _id: string;
      /** @description Dollars. */
      bidPrice: number;
      investorId: string;
      /** @enum {string} */
      isAccepted: 'true' | 'false';
      lenderId: string;
      /** @description The seller’s loan number. */
      loan_id: string | null;
      loanDetails: {
        digital_contract_attributes: components['schemas']['NameValue'][];
      };
      /** @description The loan’s `_id`. */
      loanId: string;
      mappingName: string;
      onPlatform: boolean;
      priceEditable?: boolean;
      retain: boolean;
      selectable?: boolean;
      /** @enum {string} */
      status: 'pending' | 'inprogress' | 'closed';
      tape_name: string;
      updated: string;
      validTill: string;
    };
    StakeholderView: {
      tapeName: string;
      /** @description The caller. Must be the caller; derived when left out. */
      userId?: string | null;
    };
    StateGroup: {
      /** @description Dollars. */
      balance: number;
      balanceShare: number;
      count: number;
      countShare: number;
      /** @description The property state as the tape wrote it (tape column `State`, else `propstate`, else `state_code`; two-letter codes in upper case), or 'Unknown' for loans whose tape gave none. */
      state: string;
    };
    StipData: {
      closed: boolean;
      partyA: {
        agreeToClosed: boolean;
        userId: string;
      };
      partyB: {
        agreeToClosed: boolean;
        userId: string;
      };
    };
    Stipulation: {
      _id: string;
      /** @description The loan’s `_id`. */
      baseCollectionId: string;
      closed: boolean;
      closedAt: string | null;
      closedBy: string | null;
      /** @enum {string} */
      collectionName: 'loanMetadata';
      createdAt: string;
      docInfo: string;
      /** @description Blob names a due-diligence firm resolved with. */
      finalDocs: string[];
      messages: components['schemas']['StipulationMessage'][];
      /** @example Stipulation already closed */
      notice: string | null;
      partyA: components['schemas']['StipulationParty'];
      partyB: components['schemas']['StipulationParty'];
      resolveButton: {
        disabled: boolean;
        label: string;
      };
      /** @example Due-Diligence */
      stage: string;
      stipData: components['schemas']['StipData'];
      tape_name: string;
    };
    StipulationClose: {
      /** @description Due-diligence firms: blob names of the generated tapes & final docs (required). */
      finalDocs?: string[] | null;
      /** @description Due-diligence firms: the final reply (a default text otherwise). */
      message?: string | null;
      stipulation_id: string;
      /** @description The caller. Must be the caller; derived when left out. */
      user_id?: string | null;
    };
    StipulationCreate: {
      /** @description As `loanId`. The loan's `_id` (not its loan number); an unknown id is refused with 404. */
      baseCollectionId?: string | null;
      /** @description From upload_file. */
      blobName?: string | null;
      /** @enum {string|null} */
      collectionName?: 'loanMetadata' | null;
      /** @description Document Information. */
      docInfo?: string | null;
      docName?: string | null;
      /** @description The loan's `_id` (not its loan number); an unknown id is refused with 404. */
      loanId?: string | null;
      message?: string | null;
      /** @description The party raising the query. Must be the caller; derived when left out. */
      partyA?: string | null;
      /** @description User id of the second party. */
      partyB?: string | null;
      /** @description Ignored: the sender fingerprint is the caller's. */
      senderHexId?: string | null;
      /** @description Ignored: the sender name is the caller's. */
      senderName?: string | null;
      /** @example Due-Diligence */
      stage?: string | null;
      /** @description The caller. Must be the caller; derived when left out. */
      user_id?: string | null;
    };
    StipulationMessage: {
      _id: string;
      blobName: string | null;
      createdAt: string;
      docName: string;
      message: string;
      /** @description User id of the sender (always the authenticated caller). */
      sender: string;
      /** @description The sender’s 16-hex-digit fingerprint. */
      senderHexId: string;
      senderName: string;
      timestamp: string;
      uploadedBy: string | null;
    };
    StipulationParty: {
      /** @description True for the party who marked it resolved. */
      agreeToClosed: boolean;
      name: string;
      /** @example Due Diligence */
      persona: string | null;
      userId: string;
    };
    StipulationReply: {
      /** @description From upload_file. */
      blobName?: string | null;
      docName?: string | null;
      message?: string | null;
      /** @description The sender. Must be the caller; derived when left out. */
      sender?: string | null;
      /** @description Ignored: the sender name is the caller's. */
      senderName?: string | null;
      stipulation_id: string;
      /** @description The caller. Must be the caller; derived when left out. */
      user_id?: string | null;
    };
    StipulationSecondParty: {
      name: string;
      persona: string | null;
      userId: string;
    };
    StipulationsView: {
      data: components['schemas']['Stipulation'][];
      dropdown: components['schemas']['StipulationSecondParty'][];
      /** @enum {boolean} */
      success: true;
    };
    Strat: {
      buckets: {
        /** @description Dollars. */
        balance: number;
        balanceShare: number;
        count: number;
        countShare: number;
        from: number | null;
        label: string;
        to: number | null;
      }[];
      /** @enum {string} */
      metric: 'fico' | 'ltv' | 'dti' | 'interestRate' | 'tenure' | 'amount';
    };
    TapeImport: {
      added: number;
      batch_id: string;
      identical: number;
      /** @example Files Imported SuccessFully. */
      message: string;
      report: {
        accepted: number;
        /** @description Where the whole report is downloaded. */
        download: string;
        /** @description The first 100. */
        findings: {
          /** @example V001 */
          code: string;
          column: string | null;
          message: string;
          row: number;
          /** @enum {string} */
          stage: 'syntactical' | 'validity' | 'quality';
          value?: string;
        }[];
        findingsTotal: number;
        flagged: number;
        rejected: number;
        rows: number;
      };
      /** @enum {boolean} */
      success: true;
      tape_name: string;
      updated: number;
    };
    TapeTile: {
      count: number;
      issuingAuthority: string;
      lender_id: string;
      tape_name: string;
    };
    Tokens: {
      message?: string;
      /** @description Single-use; POST /api/auth/refresh. Absent in cookie transport (`X-Session-Transport: cookie`), where it is the HttpOnly cookie `ispz_refresh` instead. */
      refreshToken?: string;
      refreshTokenExpiresAt: string;
      /** @enum {boolean} */
      success: true;
      /** @description Access token (JWT, bearer). */
      token: string;
      tokenExpiresAt: string;
      user: components['schemas']['SessionUser'];
    };
    TradingRefusal: {
      /** @example BID.ALREADY_PLACED */
      code: string;
      details?: {
        [key: string]: unknown;
      };
      /** @example You have already placed a bid on this loan */
      error: string;
      statusText: string;
      /** @enum {boolean} */
      success: false;
    };
    TradingScreen: {
      /** @enum {string} */
      importLoanFilesButton: 'hidden' | 'disabled' | 'enabled';
      /** @enum {string|null} */
      persona: 'lender' | 'investor' | 'due_diligence' | 'rating_agency' | 'rating_agency_17g5' | null;
      personaCheck: boolean;
      /** @description The loan-trading page is read-only for the caller. */
      readOnly: boolean;
      /** @enum {string} */
      repriceButton: 'hidden' | 'disabled' | 'enabled';
      showLoanRecords: boolean;
      stageAndSecondPartySelectors: boolean;
      statusInsightsColumn: boolean;
      tapeIcon: boolean;
      tapeUploadOptions: string[];
      /** @enum {string} */
      transferButton: 'hidden' | 'disabled' | 'enabled';
    };
    TransferLoanNew: {
      error: null;
      hedging: {
        message: string;
      };
      result: components['schemas']['OwnershipChange'][];
      statusText: string;
      /** @enum {boolean} */
      success: true;
    };
    TransferRequest: {
      /** @description The buyer. An investor: must be the caller; derived when left out. */
      investorId?: string | null;
      /** @description The seller. A lender: must be the caller; derived when left out. */
      lenderId?: string | null;
      /** @description Loans by `_id`. The loan's `_id` (not its loan number); an unknown id is refused with 404. */
      loanIdArr: string[];
      /** @description The caller. Must be the caller; derived when left out. */
      userId?: string | null;
    };
    UnstakeAnswer: {
      /** @enum {string} */
      answer: 'accept' | 'decline';
    };
    UnstakeRequest: {
      _id: string;
      /** @enum {string|null} */
      answer: 'accepted' | 'declined' | null;
      answeredAt: string | null;
      /** @description The staking lender, who must answer. */
      lenderId: string;
      /** @description The loan number. */
      loan_id: string;
      /** @description The loan’s `_id`. */
      loanId: string;
      reason: string | null;
      requestedAt: string;
      /** @description The loan’s owner who asked. */
      requesterId: string;
      /** @description The deadline: 15 days after `requestedAt`. */
      respondBy: string;
      stakeId: string;
      /**
       * @description 'to_auction': no answer within 15 days, the contract goes to auction.
       * @enum {string}
       */
      state: 'answered' | 'awaiting_lender' | 'to_auction';
      tape_name: string;
      /** @description What is left of the window, e.g. '14 days 23 hours'. */
      timeLeft: string;
      timeLeftMs: number;
    };
    UnstakeRequestCreate: {
      /** @description The loan's `_id` (not its loan number); an unknown id is refused with 404. */
      loanId: string;
      /** @description Optional, at most 2000 characters. */
      reason?: string | null;
    };
    UpdateBidApproval: {
      bidId: string;
      /** @description Dollars, at least 1. */
      new_price?: number | string | null;
    };
    UploadedFile: {
      /** @description SHA-256 of the content, 64 hex digits. */
      blobName: string;
      data: {
        blobName: string;
        fileNameGiven: string;
        size: number;
      };
      /** @enum {string} */
      statusText: 'File uploaded successfully';
      /** @enum {boolean} */
      success: true;
    };
    UploadMissingDocument: {
      /** @description From upload_file (pdf, doc, docx or xlsx). */
      blobName?: string | null;
      docName?: string | null;
      documentInfo?: string | null;
      /** @description The uploaded file’s own name (upload_file answers it). */
      fileNameGiven?: string | null;
      /** @description The loan’s `_id`. */
      loan_id: string;
    };
    UserRouteSettingsSet: {
      flags: components['schemas']['RouteFlags'];
      message: string;
      /** @enum {boolean} */
      success: true;
      user_id: string;
    };
    Wallet: {
      /** @enum {boolean} */
      success: true;
      wallet_details: components['schemas']['WalletDetails'];
    };
    WalletDetails: {
      _id: string;
      createdAt: string;
      /** @description In onboarding order; the first approved decides the loan persona. */
      personas: components['schemas']['Persona'][];
      personas_to_onboard: components['schemas']['PersonaType'][];
      wallet_role: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
