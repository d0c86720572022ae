/**
 * A customer backend with Express: the token route the elements call (`token-url="/parley-token"`), a webhook
 * receiver, and the page of examples/script-tag served under a strict Content-Security-Policy.
 *
 *   npm run build                      # this checkout: builds dist/ (an installed package already has it)
 *   npx parley sandbox &               # the local service at http://127.0.0.1:4010
 *   node examples/express/server.js    # http://127.0.0.1:3000
 *
 * Environment (development defaults = the sandbox's documented values):
 *   PARLEY_BASE_URL, PARLEY_API_KEY, PARLEY_EMBED_KID, PARLEY_EMBED_SECRET, PARLEY_TEAM,
 *   PARLEY_WEBHOOK_SECRET (else the webhook is attached at start and its secret used), PORT, PUBLIC_URL.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express from 'express';
import { ServiceClient, createTokenHandler, webhookHandler } from '@parley/embeds/node';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const SANDBOX = {
  baseUrl: 'http://127.0.0.1:4010/api',
  apiKey: 'sk_sandbox_parley_dev_key',
  embedKid: 'sandbox-hs256',
  embedSecret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef',
  team: 'team_sandbox',
};

/** What the signed-in agent may do in the embeds. */
const AGENT_SCOPES = [
  'conversations:read',
  'conversations:notes',
  'messages:send',
  'messages:react',
  'messages:schedule',
  'forms:read',
  'forms:submit',
];

/**
 * The policy a page embedding the elements can keep: no inline script, no eval, Trusted Types enforced with
 * Lit's `lit-html` policy, and API calls only to the service.
 */
export function contentSecurityPolicy(baseUrl) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${new URL(baseUrl).origin}`,
    "img-src 'self' https: data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types lit-html',
  ].join('; ');
}

/**
 * @param {object} [options]
 * @param {string} [options.baseUrl] The service's API root.
 * @param {{kid: string, secret: string}} [options.embedKey] The embed signing key.
 * @param {string} [options.team] Your team id.
 * @param {string} [options.webhookSecret] The webhook's signing secret; without it no receiver is mounted.
 * @param {(event: import('@parley/embeds/node').WebhookEvent) => void | Promise<void>} [options.onEvent]
 */
export function createApp(options = {}) {
  const baseUrl = options.baseUrl ?? process.env.PARLEY_BASE_URL ?? SANDBOX.baseUrl;
  const embedKey = options.embedKey ?? {
    kid: process.env.PARLEY_EMBED_KID ?? SANDBOX.embedKid,
    secret: process.env.PARLEY_EMBED_SECRET ?? SANDBOX.embedSecret,
  };
  const team = options.team ?? process.env.PARLEY_TEAM ?? SANDBOX.team;
  const onEvent = options.onEvent ?? ((event) => console.log(`[webhook] ${event.type}`, JSON.stringify(event)));

  const app = express();

  // Your own session middleware goes here; this example signs every visitor in as one agent.
  app.use((req, _res, next) => {
    req.user = { id: 'agent@acme.example' };
    next();
  });

  // The token route: a short-lived embed token for the signed-in user, never cached.
  app.get(
    '/parley-token',
    createTokenHandler({
      key: embedKey,
      team,
      authorize: (_request, { req }) => (req?.user ? { user: req.user.id, scopes: AGENT_SCOPES } : null),
    }).express,
  );

  // The webhook receiver. Mounted before any body parser: it verifies and parses the raw body itself.
  if (options.webhookSecret) {
    app.post(
      '/webhooks/parley',
      webhookHandler({
        secret: options.webhookSecret,
        on: {
          'FORM.SUBMISSION': onEvent,
          'MESSAGE.STATUS': onEvent,
          'CAMPAIGN.STATUS': onEvent,
        },
      }).express,
    );
  }

  // The page of examples/script-tag, pointed at this service, under a strict CSP.
  app.get(['/', '/index.html'], async (_req, res) => {
    const page = await readFile(here('../script-tag/index.html'), 'utf8');
    res
      .set('Content-Security-Policy', contentSecurityPolicy(baseUrl))
      .type('html')
      .send(page.replaceAll('base-url="http://127.0.0.1:4010/api"', `base-url="${encodeURI(baseUrl)}"`));
  });
  app.use(express.static(here('../script-tag')));
  app.use('/dist/cdn', express.static(here('../../dist/cdn')));
  return app;
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
  const baseUrl = process.env.PARLEY_BASE_URL ?? SANDBOX.baseUrl;
  let webhookSecret = process.env.PARLEY_WEBHOOK_SECRET;
  if (!webhookSecret) {
    // One-off setup, done here for the demo: attach the receiver and keep the secret the service returns.
    const parley = new ServiceClient({ apiKey: process.env.PARLEY_API_KEY ?? SANDBOX.apiKey, baseUrl });
    const webhook = await parley.attachWebhook({
      name: 'Express example',
      url: `${publicUrl}/webhooks/parley`,
      event: null,
      senders: (process.env.PARLEY_SENDERS ?? '+14155550100,agent_acme_coffee').split(','),
    });
    webhookSecret = webhook.signingSecret;
    console.log(`attached webhook ${webhook.webhookId} → ${webhook.url}`);
  }
  createApp({ baseUrl, webhookSecret }).listen(port, '127.0.0.1', () => console.log(`example at ${publicUrl}`));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
