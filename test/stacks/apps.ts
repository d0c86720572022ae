/**
 * The server apps of the stacks test, written as the README tells users to write them. Each receiver answers the
 * token route and the webhook route; they print `LISTENING <port>` once up. The Next.js app's hosted-form page is
 * the README's own block.
 */
import { readmeBlocks } from '../readme-blocks.js';

/** Shared by the Node servers: the token route's options and the webhook listener, read from the environment. */
const common = `
import { createTokenHandler, webhookHandler, type WebhookEvent } from '@parley/embeds/node';

export const tokenOptions = {
  key: { kid: 'sandbox-hs256', secret: process.env.PARLEY_EMBED_SECRET! },
  team: 'team_sandbox',
};
export const received: WebhookEvent[] = [];
export const receive = webhookHandler({
  secret: process.env.PARLEY_WEBHOOK_SECRET!,
  on: { 'MESSAGE.STATUS': async (event) => { received.push(event); console.log('EVENT', event.type, event.message.id); } },
});
export const tokens = createTokenHandler({
  ...tokenOptions,
  authorize: async (request) => (request.headers.get('x-user') ? { user: request.headers.get('x-user')!, scopes: ['conversations:read'] } : null),
});
`;

export const SERVER_APPS: Record<string, string> = {
  'common.ts': common,
  'express.ts': `
import express from 'express';
import type { AddressInfo } from 'node:net';
import { createTokenHandler } from '@parley/embeds/node';
import { receive, tokenOptions } from './common.js';

// What your session middleware puts on the request.
type SignedInRequest = express.Request & { user?: { id: string } };

const app = express();
app.use((req: SignedInRequest, _res, next) => {
  const user = req.get('x-user');
  if (user) req.user = { id: user };
  next();
});
app.get('/parley-token', createTokenHandler<SignedInRequest>({
  ...tokenOptions,
  authorize: (_request, { req }) => (req?.user ? { user: req.user.id, scopes: ['conversations:read'] } : null),
}).express);
app.use(express.json()); // before the receiver: .express reads req.body
app.post('/parley/webhooks', receive.express);
const server = app.listen(Number(process.env.PORT ?? 0), () => console.log('LISTENING', (server.address() as AddressInfo).port));
`,
  'fastify.ts': `
import Fastify from 'fastify';
import { toFetchRequest } from '@parley/embeds/node';
import { receive, tokens } from './common.js';

const fastify = Fastify();
fastify.get('/parley-token', async (request, reply) => {
  const response = await tokens(await toFetchRequest(request.raw));
  return reply.code(response.status).headers(Object.fromEntries(response.headers)).send(await response.text());
});
// The webhook route in its own scope, whose JSON parser keeps the delivery's bytes as they came.
await fastify.register(async (scope) => {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  scope.post('/parley/webhooks', async (request, reply) => {
    const response = await receive(await toFetchRequest(request.raw, { body: request.body }));
    return reply.code(response.status).headers(Object.fromEntries(response.headers)).send(await response.text());
  });
});
// A route set up without that scope: Fastify's default parser has consumed the stream.
fastify.post('/naive/webhooks', async (request, reply) => {
  const response = await receive(await toFetchRequest(request.raw));
  return reply.code(response.status).headers(Object.fromEntries(response.headers)).send(await response.text());
});
const address = await fastify.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('LISTENING', new URL(address).port);
`,
  'hono.ts': `
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { receive, tokens } from './common.js';

const app = new Hono();
app.get('/parley-token', (c) => tokens(c.req.raw));
app.post('/parley/webhooks', (c) => receive(c.req.raw));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => console.log('LISTENING', info.port));
`,
  'koa.ts': `
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { toFetchRequest } from '@parley/embeds/node';
import { receive, tokens } from './common.js';

const app = new Koa();
app.use(async (ctx, next) => {
  const handler = ctx.path === '/parley-token' ? tokens : ctx.path === '/parley/webhooks' ? receive : undefined;
  if (!handler) return next();
  // Mounted before any body parser, so the Node stream is still unread.
  const response = await handler(await toFetchRequest(ctx.req));
  ctx.status = response.status;
  ctx.set(Object.fromEntries(response.headers));
  ctx.body = await response.text();
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log('LISTENING', (server.address() as AddressInfo).port));
`,
  // A CommonJS backend (\`.cts\`, emitted as require() calls): Node ≥ 20.19 loads the ES-module package by require.
  'express-cjs.cts': `
import express = require('express');
import type { AddressInfo } from 'node:net';
import { createTokenHandler, webhookHandler } from '@parley/embeds/node';

const app = express();
app.get('/parley-token', createTokenHandler({
  key: { kid: 'sandbox-hs256', secret: process.env.PARLEY_EMBED_SECRET! },
  team: 'team_sandbox',
  authorize: (request) => {
    const user = request.headers.get('x-user');
    return user ? { user, scopes: ['conversations:read'] } : null;
  },
}).express);
app.use(express.json());
app.post('/parley/webhooks', webhookHandler({
  secret: process.env.PARLEY_WEBHOOK_SECRET!,
  on: { 'MESSAGE.STATUS': async (event) => console.log('EVENT', event.type, event.message.id) },
}).express);
const server = app.listen(Number(process.env.PORT ?? 0), () => console.log('LISTENING', (server.address() as AddressInfo).port));
`,
  // A backend that never loads the DOM lib: the Node entry's declarations must compile with ES2022 alone.
  'no-dom.ts': `
import { createEmbedToken, verifyEmbedToken, type VerifiedEmbedToken } from '@parley/embeds/node';
export async function roundTrip(secret: string): Promise<VerifiedEmbedToken> {
  const token = await createEmbedToken({ key: { kid: 'k', secret }, team: 't', user: 'u', scopes: ['conversations:read'] });
  return verifyEmbedToken(token, { k: { secret } });
}
`,
};

export const SERVER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022'],
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    skipLibCheck: true,
    types: ['node'],
    outDir: 'out',
  },
  include: ['src'],
};

/**
 * The no-DOM check of our own declarations: only `no-dom.ts` (which imports `@parley/embeds/node` alone), with
 * skipLibCheck off, so every declaration it loads is checked against ES2022 + @types/node. (Other libraries'
 * declarations — Hono's websocket helper, @types/koa — do not all compile without the DOM; they are not ours.)
 */
export const NO_DOM_TSCONFIG = {
  compilerOptions: { ...SERVER_TSCONFIG.compilerOptions, skipLibCheck: false, noEmit: true, outDir: undefined },
  files: ['src/no-dom.ts'],
};

/** The CommonJS file under \`module: node16\`, where TypeScript refuses require() of an ES module (TS1479). */
export const NODE16_TSCONFIG = {
  compilerOptions: {
    ...SERVER_TSCONFIG.compilerOptions,
    module: 'node16',
    moduleResolution: 'node16',
    noEmit: true,
    outDir: undefined,
  },
  files: ['src/express-cjs.cts'],
};

/** The Next.js app: the README's one-line routes on the Node runtime and on Edge, and a server-rendered page. */
export function nextApp(): Record<string, string> {
  const token = (runtime: string) => `
import { createTokenHandler } from '@parley/embeds/node';
${runtime}
export const GET = createTokenHandler({
  key: { kid: 'sandbox-hs256', secret: process.env.PARLEY_EMBED_SECRET! },
  team: 'team_sandbox',
  authorize: async (request) => {
    const user = request.headers.get('x-user');
    return user ? { user, scopes: ['conversations:read', 'messages:send'] } : null;
  },
});
`;
  const webhook = (runtime: string, secretVariable: string) => `
import { webhookHandler } from '@parley/embeds/node';
${runtime}
export const POST = webhookHandler({
  secret: process.env.${secretVariable}!,
  on: { 'MESSAGE.STATUS': async (event) => console.log('EVENT', event.type, event.message.id) },
});
`;
  const edge = "export const runtime = 'edge';";
  return {
    'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
    'app/page.tsx': `import { EMBED_AUDIENCE } from '@parley/embeds/node';
export default function Page() {
  return <main><h1>Support</h1><p data-audience={EMBED_AUDIENCE}>server rendered</p></main>;
}
export const dynamic = 'force-dynamic';
`,
    // The README's server component for a hosted form in your own page, as written there.
    'app/survey/page.tsx': readmeBlock('// app/survey/page.tsx'),
    // The README's server component carrying the inbox's first answers, as written there, and the session lookup
    // it leaves to the reader: here a `user` cookie.
    'app/support/page.tsx': readmeBlock('// app/support/page.tsx'),
    'lib/session.ts': `import { cookies } from 'next/headers';
export async function currentUser(): Promise<{ id: string } | null> {
  const id = (await cookies()).get('user')?.value;
  return id ? { id } : null;
}
`,
    'app/api/parley-token/route.ts': token(''),
    'app/api/edge/parley-token/route.ts': token(edge),
    'app/api/parley/webhooks/route.ts': webhook('', 'PARLEY_WEBHOOK_SECRET'),
    'app/api/edge/parley/webhooks/route.ts': webhook(edge, 'PARLEY_EDGE_WEBHOOK_SECRET'),
    'next.config.mjs': 'export default {};\n',
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['dom', 'dom.iterable', 'esnext'],
          allowJs: true,
          skipLibCheck: true,
          strict: true,
          noEmit: true,
          esModuleInterop: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: 'react-jsx',
          incremental: true,
          plugins: [{ name: 'next' }],
          paths: { '@/*': ['./*'] },
        },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
        exclude: ['node_modules'],
      },
      null,
      2,
    ),
  };
}

/** The README's code block that starts with `first` (a file's name in a comment), as the README has it. */
function readmeBlock(first: string): string {
  const block = readmeBlocks().find((b) => b.code.startsWith(first));
  if (!block) throw new Error(`README.md has no code block starting with ${first}`);
  return `${block.code}\n`;
}

/**
 * The fetch-style runtimes (Cloudflare Workers under `wrangler dev`, Deno, Bun): one app as their users write it, a
 * token route and a webhook receiver on `@parley/embeds/node`, and each runtime's own entry around it. `/build` says
 * which build of the entry the runtime's export conditions picked (the edge build has no `.express`).
 */
export const RUNTIME_APPS: Record<string, string> = {
  'app.ts': `
import { createTokenHandler, webhookHandler } from '@parley/embeds/node';

export interface Env { PARLEY_EMBED_SECRET: string; PARLEY_WEBHOOK_SECRET: string }

export function app(env: Env, log: (line: string) => void): (request: Request) => Promise<Response> {
  const tokens = createTokenHandler({
    key: { kid: 'sandbox-hs256', secret: env.PARLEY_EMBED_SECRET },
    team: 'team_sandbox',
    authorize: async (request) => {
      const user = request.headers.get('x-user');
      return user ? { user, scopes: ['conversations:read'] } : null;
    },
  });
  const receive = webhookHandler({
    secret: env.PARLEY_WEBHOOK_SECRET,
    on: { 'MESSAGE.STATUS': async (event) => log(\`EVENT \${event.type} \${event.message.id}\`) },
  });
  let build: string;
  try {
    build = typeof tokens.express === 'function' ? 'node' : 'unknown';
  } catch {
    build = 'edge';
  }
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/parley-token') return tokens(request);
    if (pathname === '/parley/webhooks') return receive(request);
    if (pathname === '/build') return new Response(build);
    return new Response('Not found', { status: 404 });
  };
}
`,
  'worker/index.ts': `
import { app, type Env } from '../app.ts';

let handle: ((request: Request) => Promise<Response>) | undefined;
export default {
  fetch(request: Request, env: Env): Promise<Response> {
    handle ??= app(env, console.log);
    return handle(request);
  },
};
`,
  // No nodejs_compat flag: the edge build must need nothing but the Workers platform.
  'worker/wrangler.json': JSON.stringify({ name: 'parley-worker', main: 'index.ts', compatibility_date: '2025-09-01' }),
  'deno.ts': `
import { app } from './app.ts';

const handle = app({ PARLEY_EMBED_SECRET: Deno.env.get('PARLEY_EMBED_SECRET')!, PARLEY_WEBHOOK_SECRET: Deno.env.get('PARLEY_WEBHOOK_SECRET')! }, console.log);
Deno.serve({ port: Number(Deno.env.get('PORT')), hostname: '127.0.0.1', onListen: ({ port }) => console.log('LISTENING', port) }, handle);
`,
  'bun.ts': `
import { app } from './app.ts';

const handle = app({ PARLEY_EMBED_SECRET: process.env.PARLEY_EMBED_SECRET!, PARLEY_WEBHOOK_SECRET: process.env.PARLEY_WEBHOOK_SECRET! }, console.log);
const server = Bun.serve({ port: Number(process.env.PORT), hostname: '127.0.0.1', fetch: handle });
console.log('LISTENING', server.port);
`,
};
