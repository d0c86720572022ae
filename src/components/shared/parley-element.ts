/**
 * The base of the elements whose first screen asks the service for data (the inbox, the form, the parts' own
 * elements): `ParleyBase`'s inputs, client, update hold and events (parley-base.ts), with the API transport built at
 * once and the token asked for as the element connects. `<parley-composer>`, whose first screen calls no route,
 * extends `ParleyBase` and gets the transport with its parts (docs/decisions/062-composer-transport-when-wanted.md).
 * Side-effect free: importing it defines nothing.
 */
import type { FirstRequest } from '../../api/wire.js';
import { ApiTransport } from '../../api/transport.js';
import { ParleyBase } from './parley-base.js';

export { DEFAULT_API_BASE_URL, defineElement, type ParleyEvent, type ThemeMode } from './parley-base.js';

export abstract class ParleyElement extends ParleyBase {
  override connectedCallback(): void {
    super.connectedCallback();
    // Every element's first data waits for a token: ask now, before the lazy first-screen code and the first render.
    // `getToken` starts the page-wide source's one request when it holds no token (the first call joins it); a
    // failure here is left to that call, which asks again and reports its own.
    this.api.getToken(undefined, this.firstRequest()).catch(() => undefined);
  }

  /** The request this element sends first with its token, which the page's token route may answer beside it. */
  protected firstRequest(): FirstRequest | undefined {
    return undefined;
  }

  /**
   * @internal The client in use: `client` property, else one provided by context, else one built from the attributes.
   * Parts call the route functions (`api/conversations.ts`, …) on it, so an element built here carries only the
   * routes its parts use: a bare transport, not a `ParleyClient` with every method.
   */
  get api(): ApiTransport {
    return this.clientWith(ApiTransport);
  }
}
