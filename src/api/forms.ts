/**
 * Browser calls for hosted forms (DESIGN §3, §15) over any {@link ApiTransport}: functions rather than
 * `ParleyClient` methods, so an element's bundle carries only the routes its parts call. `ParleyClient` offers the
 * same calls as methods.
 */
import type { FormRender, FormSubmitResult, PlacesRequest, PlacesResponse } from '../schemas/forms.js';
import type * as z from '../schemas/zod.js';
import { segment } from './route-schemas.js';
import type { ApiTransport, CallOptions, SendOptions } from './transport.js';

export type PlacesResult = z.infer<typeof PlacesResponse>;

/** `GET /forms/{id}/render`: definition, resolved theme and (with a recipient token) prior answers. */
export function renderForm(api: ApiTransport, id: string, opts: CallOptions = {}): Promise<FormRender> {
  // The form's first request (wire.ts `formRender`, which the element names to its token route).
  return api.request('GET', `/forms/${segment(id)}/render`, {
    schema: 'FormRender',
    signal: opts.signal,
  });
}

/**
 * `POST /forms/{id}/submit`. A submission is not idempotent: without `idempotencyKey` it is never retried. With
 * one (kept by the caller for one logical submission and reused by its own Retry) it is retried like a send, and
 * a retry after a lost answer replays the stored submission instead of storing a second one.
 */
export function submitForm(
  api: ApiTransport,
  id: string,
  body: { data: Record<string, unknown> },
  opts: SendOptions = {},
): Promise<FormSubmitResult> {
  return api.request('POST', `/forms/${segment(id)}/submit`, {
    body,
    schema: 'FormSubmitResult',
    idempotent: false,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}

/** `POST /forms/places/autocomplete`: address suggestions. */
export function autocompletePlaces(
  api: ApiTransport,
  params: PlacesRequest,
  opts: CallOptions = {},
): Promise<PlacesResult> {
  return api.request('POST', '/forms/places/autocomplete', {
    body: params,
    schema: 'PlacesResponse',
    idempotent: true,
    signal: opts.signal,
  });
}
