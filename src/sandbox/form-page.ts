/**
 * The hosted form page, `{forms_url}/<id>?t=…` (DESIGN §15): HTML that works with scripts off, from
 * `renderFormHtml`, the function customers use in their own pages; the built page's module (`dist/pages`) then
 * lets `<parley-form>` take the form over. A post (scripts off) is read by `readFormPost` with the element's and
 * the service's rules and sent through the same API routes the element calls (`/forms/{id}/submit`, `/draft`,
 * `/draft/link`) with the visitor's own token, so validation, storage and `FORM.SUBMISSION` are the script path's.
 * Runtime-agnostic: the API is reached through the sandbox's `fetch`.
 */
import { renderFormHtml, esc, type RenderFormHtmlOptions } from '../forms/html.js';
import { localeFromHeader, translator, directionOf, readablePhone } from '../forms/messages.js';
import { readFormPost } from '../forms/post.js';
import type { FormRender, FormSubmitResult } from '../schemas/forms.js';
import { readLimitedText } from './http.js';

export interface FormPageOptions {
  /** The sandbox's API (`sandbox.fetch`). */
  api(request: Request): Promise<Response>;
  /** `http://host:port/api`. */
  apiBase: string;
  /** `http://host:port/forms`. */
  formsUrl: string;
  /**
   * The built page's script tags for these field types (its module, `modulepreload` links), '' when the pages are
   * not built (the form still works: it is HTML).
   */
  scripts(types: readonly string[]): Promise<string>;
  /** The page's response headers (content type, cache, CSP). */
  headers(cacheControl: string): Record<string, string>;
  /** An HTML answer, compressed for a client that accepts it. */
  respond(request: Request, html: string, init: ResponseInit): Promise<Response> | Response;
}

/** What the page was asked: the form, the link's token, the page's other query parameters (prefill). */
interface Visit {
  id: string;
  token: string | null;
  prefill: Record<string, string>;
  locale: string;
  request: Request;
}

export function hostedFormPage(options: FormPageOptions) {
  const { api, apiBase } = options;

  const call = (visit: Visit, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (visit.token) headers.Authorization = `Bearer ${visit.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // The submission records the visitor's browser and address, as the element's own request would.
    for (const name of ['user-agent', 'x-forwarded-for']) {
      const value = visit.request.headers.get(name);
      if (value) headers[name] = value;
    }
    return api(
      new Request(`${apiBase}/forms/${encodeURIComponent(visit.id)}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  };

  async function load(visit: Visit): Promise<{ render: FormRender; text: string } | Response> {
    const response = await call(visit, 'GET', '/render').catch(() => undefined);
    const text = (await response?.text()) ?? '';
    if (!response?.ok) return problemPage(visit, response?.status ?? 400);
    return { render: JSON.parse(text) as FormRender, text };
  }

  async function page(
    visit: Visit,
    loaded: { render: FormRender; text: string },
    extra: RenderFormHtmlOptions,
    status = 200,
  ): Promise<Response> {
    const { render } = loaded;
    const title = (render.form.title ?? render.form.name).trim() || render.form.name;
    const types = [...new Set(render.form.fields.map((f) => f.type))];
    const scripts = extra.done ? '' : await options.scripts(types);
    const body = renderFormHtml(render, {
      token: visit.token,
      locale: visit.locale,
      prefill: visit.prefill,
      baseUrl: apiBase,
      formsUrl: options.formsUrl,
      ...extra,
    });
    // The render answer for the element's first request (a data block, never executed; `<` escaped).
    const data = scripts
      ? `<script type="application/json" id="parley-form-render">${loaded.text.replace(/</g, '\\u003c')}</script>`
      : '';
    const html = document(visit.locale, title, scripts, `${body}${data}`);
    return options.respond(visit.request, html, {
      status,
      // With a recipient token the page holds that recipient's answers: never stored by a shared cache.
      headers: options.headers(visit.token ? 'private, no-store' : 'no-cache'),
    });
  }

  /**
   * Why there is no form (unknown, expired link, plan), said by the page itself: answered 200 like the page the
   * element used to say it in, never stored (it answers one visitor's link).
   */
  async function problemPage(visit: Visit, status: number): Promise<Response> {
    const t = translator(visit.locale);
    const text =
      status === 404
        ? t('notFound')
        : status === 401
          ? t('noAccess')
          : status === 403
            ? t('planUnavailable')
            : t('loadError', { reason: String(status) });
    // With scripts, the page's element replaces this text with its own account of the same problem.
    const html = document(visit.locale, 'Form', await options.scripts([]), `<h1 class="pf-problem">${esc(text)}</h1>`);
    return options.respond(visit.request, html, {
      headers: options.headers(visit.token ? 'private, no-store' : 'no-store'),
    });
  }

  function visitOf(request: Request, id: string): Visit {
    const url = new URL(request.url);
    const prefill = Object.fromEntries([...url.searchParams].filter(([key]) => key !== 't' && key !== 'locale'));
    return {
      id,
      token: url.searchParams.get('t'),
      prefill,
      locale: url.searchParams.get('locale') || localeFromHeader(request.headers.get('accept-language')),
      request,
    };
  }

  return {
    /** `GET`: the form, the thank-you for an answered one-time link, or why there is none. */
    async get(request: Request, id: string): Promise<Response> {
      const visit = visitOf(request, id);
      const loaded = await load(visit);
      if (loaded instanceof Response) return loaded;
      return page(visit, loaded, {});
    },

    /** `POST` (scripts off): Next / Back / Save / Text me a link / Submit. */
    async post(request: Request, id: string): Promise<Response> {
      const visit = visitOf(request, id);
      const loaded = await load(visit);
      if (loaded instanceof Response) return loaded;
      const { render } = loaded;
      const body = new URLSearchParams(await readLimitedText(request));
      const post = await readFormPost(render, body, { locale: visit.locale });
      const t = translator(visit.locale);
      const open = !render.submitted || render.form.can_update;
      // Every step keeps the answers on the server, so another device resumes them (a link's draft).
      if (visit.token && open && !post.data) await call(visit, 'PUT', '/draft', { data: post.values });
      if (post.action === 'text' && visit.token && render.recipient) {
        const sent = await call(visit, 'POST', '/draft/link', {});
        const to = sent.ok ? ((await sent.json()) as { to: string }).to : render.recipient.to;
        return page(visit, loaded, {
          values: post.values,
          zones: post.zones,
          page: post.page,
          notice: t('linkTexted', { to: await readablePhone(to) }),
        });
      }
      if (post.action === 'save')
        return page(visit, loaded, {
          values: post.values,
          zones: post.zones,
          page: post.page,
          notice: t('draftSaved'),
        });
      if (!post.data) {
        const failed = Object.keys(post.errors).length > 0;
        return page(
          visit,
          loaded,
          { values: post.values, zones: post.zones, errors: post.errors, page: post.page },
          failed ? 400 : 200,
        );
      }
      const response = await call(visit, 'POST', '/submit', { data: post.data });
      if (response.status === 409) {
        const again = await load(visit);
        return again instanceof Response ? again : page(visit, again, {}, 409);
      }
      if (!response.ok) {
        // The service judged otherwise (it should not: the rules are the same): its messages on their fields.
        const problem = (await response.json().catch(() => ({}))) as {
          error?: string;
          errors?: { properties?: { data?: { properties?: Record<string, { errors?: string[] }> } } };
        };
        const errors: Record<string, string> = {};
        for (const [key, node] of Object.entries(problem.errors?.properties?.data?.properties ?? {}))
          errors[key] = (node.errors ?? []).join(' ') || t('errInvalid');
        if (!Object.keys(errors).length) return problemPage(visit, response.status);
        return page(visit, loaded, { values: post.values, zones: post.zones, errors }, response.status);
      }
      const result = (await response.json()) as FormSubmitResult;
      if (result.redirectUrl) return new Response(null, { status: 303, headers: { Location: result.redirectUrl } });
      return page(
        visit,
        loaded,
        { done: { updated: result.updated, message: result.successMessage } },
        response.status,
      );
    },
  };
}

function document(locale: string, title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="${esc(locale)}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${esc(title)}</title>
<link rel="icon" href="data:,">
<style>html,body{margin:0;min-height:100%}body{font-family:system-ui,sans-serif}.pf-problem{padding:2rem;max-width:40rem;margin:auto;font-size:1.25rem}</style>
${head}
</head>
<body>
<main id="form-root">${body}</main>
</body>
</html>`;
}
