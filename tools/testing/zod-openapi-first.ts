/**
 * Node test set-up: `@hono/zod-openapi` extends zod with `.openapi()` when first imported, and a
 * zod 4 schema gets its methods when it is built. The server imports it before any schema is
 * built; test files share their worker's modules (`isolate: false`), so a core schema first built
 * by an earlier file would lack `.openapi()` for a later HTTP test. Importing it here, before
 * every file, gives every worker the server's order.
 */
import '@hono/zod-openapi';
