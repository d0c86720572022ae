/**
 * The app's answers to a request no route takes: a known path with another method (405 with `Allow`), read from
 * the app's own routes, and an unknown path (404), both in the spec's `{error}` shape.
 */
import type { Context } from 'hono';
import { problem } from './problems.js';

interface RouteEntry {
  method: string;
  path: string;
}
interface CompiledRoutes {
  count: number;
  /** Paths without parameters (`/api/forms/list`), with their methods. */
  literal: Map<string, Set<string>>;
  /** Paths with parameters (`/api/forms/:id`), with their methods. */
  patterns: [RegExp, string][];
}
const compiledRoutes = new WeakMap<readonly RouteEntry[], CompiledRoutes>();

/** A Hono route path (`/api/forms/:id`) as an anchored RegExp; null for wildcard (middleware) paths. */
function routePattern(path: string): RegExp | null {
  if (path.includes('*')) return null;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The methods registered for `path` (HEAD with GET, OPTIONS for CORS preflight), read from the app's routes at
 * request time, so routes any family adds later are covered without listing them here. Empty: no such path. A path
 * some route names literally (`/forms/list`) is that route's alone: no id is spelled like an action, so `GET
 * /forms/list` is the list's wrong method, not a form named "list".
 */
export function allowedMethods(routes: readonly RouteEntry[], path: string): string[] {
  let compiled = compiledRoutes.get(routes);
  if (!compiled || compiled.count !== routes.length) {
    compiled = { count: routes.length, literal: new Map(), patterns: [] };
    for (const route of routes) {
      if (route.method === 'ALL') continue; // middleware
      const method = route.method.toUpperCase();
      if (!route.path.includes(':') && !route.path.includes('*')) {
        const methods = compiled.literal.get(route.path) ?? new Set<string>();
        compiled.literal.set(route.path, methods.add(method));
        continue;
      }
      const pattern = routePattern(route.path);
      if (pattern) compiled.patterns.push([pattern, method]);
    }
    compiledRoutes.set(routes, compiled);
  }
  const methods = new Set(compiled.literal.get(path));
  if (!methods.size) for (const [pattern, method] of compiled.patterns) if (pattern.test(path)) methods.add(method);
  if (!methods.size) return [];
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * A known path with another method is a 405 `{error}` with `Allow` (DESIGN §3: errors in the spec's shape), before
 * any route runs: a route with an id (`GET /webhooks/:id`) would otherwise take `GET /webhooks/list` for a webhook
 * named "list" and answer 404. Installed once as middleware, `app.use('*', methodAllowed(app))`.
 */
export function methodAllowed(app: { routes: readonly RouteEntry[] }) {
  return async (c: Context, next: () => Promise<void>): Promise<void> => {
    const path = new URL(c.req.url).pathname;
    const allow = allowedMethods(app.routes, path);
    if (allow.length && !allow.includes(c.req.method)) throw problem.methodNotAllowed(c.req.method, path, allow);
    await next();
  };
}

/** The app's not-found answer, a 404 `{error}`. Installed once with `app.notFound(notFound)`. */
export const notFound = (c: Context): Response =>
  c.json({ error: `No route ${c.req.method} ${new URL(c.req.url).pathname}` }, 404);
