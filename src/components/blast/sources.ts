/**
 * What `<parley-blast>` offers to choose from, read once it is connected with credentials: the token's scopes, the
 * team's audiences (with the one to preselect) and senders. Owns what it read, and why a read failed (in words, with
 * whether trying again may help), and re-renders its host as each arrives.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { readTokenScopes } from '../../api/jwt.js';
import { TOKEN_REASONS, type BlastKey } from '../../i18n/blast.js';
import type { Audience } from '../../schemas/contacts.js';
import { loadFailure, retryable, tokenFailureOf, tokenOf, type TokenFailure } from '../shared/load-failure.js';
import { loadAgentIdentity } from './agent-picker.js';
import type { BlastT } from './checks.js';
import { loadAudiences } from './progress.js';
import { loadSenders, type BlastSender } from './senders.js';

export interface BlastSourcesOptions {
  api: () => ApiTransport;
  /** The audience to preselect, and the one preselected once they are read. */
  audienceId: () => string | undefined;
  select: (audienceId: string | undefined) => void;
  /** Getting the token or reading the audiences failed (there is nothing to choose from). */
  failed: (error: unknown) => void;
}

/** Why there is nothing to choose from, said in the catalog's words, and whether a Retry may mend it. */
export interface SourcesFailure {
  say: (t: BlastT) => string;
  retry: boolean;
}

/**
 * Why no scopes could be read: the token route's failure as the small elements classify it (`tokenOf`), or a token
 * that came but cannot be read (not a JWT, or no `scope` claim) — not "a token without scopes": the session is not
 * one the service will accept, and it is said as the lost session it is.
 */
type NoScopes = TokenFailure | 'unreadable';

/**
 * A failure the user may try again, by what it was: no token from the page's token route (on the refresh the read
 * needed: the route's words, never the service's), no connection, or the service failing or busy; never the
 * service's own text.
 */
function reason(error: unknown): BlastKey {
  const token = tokenFailureOf(error);
  if (token) return TOKEN_REASONS[token];
  const failure = loadFailure(error);
  return failure === 'network'
    ? 'e_network'
    : failure === 'server'
      ? 'e_server'
      : failure === 'busy'
        ? 'e_rate-limited'
        : 'e_other';
}

/** The token could not be had, or the one given cannot be read (the session's words, as a 401 would say). */
function tokenFailure(failure: NoScopes): SourcesFailure {
  if (failure === 'unreadable')
    return { say: (t) => t('error', { action: t('action_load'), reason: t('e_unauthorized') }), retry: false };
  return {
    say: (t) => t('error', { action: t('action_token'), reason: t(TOKEN_REASONS[failure]) }),
    retry: retryable(failure),
  };
}

/**
 * The audiences could not be read. The service answers a missing scope as it answers a lost session (401): the
 * token's own scopes tell them apart.
 */
function audiencesFailure(error: unknown, scopes: Set<string> | undefined): SourcesFailure {
  const action = (t: BlastT) => t('action_load');
  const failure = loadFailure(error, scopes, 'audiences:read');
  if (failure === 'scope') return { say: (t) => t('noScopeAudiences'), retry: false };
  if (failure === 'session' || failure === 'plan') {
    const key = failure === 'session' ? 'e_unauthorized' : 'e_forbidden';
    return { say: (t) => t('error', { action: action(t), reason: t(key) }), retry: false };
  }
  const key = reason(error);
  // A token route that refused will refuse again: signing in helps, not Retry.
  return { say: (t) => t('error', { action: action(t), reason: t(key) }), retry: failure !== 'token-refused' };
}

export class BlastSources {
  scopes: Set<string> | undefined;
  audiences: Audience[] | undefined;
  /** The team's agents and numbers (`agents:read`); `undefined` until read, `null` without the scope or on failure. */
  senders: BlastSender[] | null | undefined;
  /** A Retry is under way. */
  retrying = false;
  #tokenFailure: NoScopes | undefined;
  #audiencesError: unknown;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: BlastSourcesOptions,
  ) {}

  /** Why there is nothing to choose from: the token's failure first (without a token nothing else is read). */
  get failure(): SourcesFailure | undefined {
    if (this.#tokenFailure !== undefined) return tokenFailure(this.#tokenFailure);
    if (this.#audiencesError !== undefined) return audiencesFailure(this.#audiencesError, this.scopes);
    return undefined;
  }

  /** Reads the scopes (then the senders) and the audiences. */
  load(): void {
    void this.#loadScopes();
    void this.loadAudiences();
  }

  /** Reads again what failed. */
  async retry(): Promise<void> {
    this.#set({ retrying: true });
    await Promise.all([
      this.#tokenFailure !== undefined && this.#loadScopes(),
      (this.#tokenFailure !== undefined || this.#audiencesError !== undefined) && this.loadAudiences(),
    ]);
    this.#set({ retrying: false });
  }

  async #loadScopes(): Promise<void> {
    const got = await tokenOf(this.options.api());
    const scopes = 'token' in got ? readTokenScopes(got.token) : undefined;
    if (scopes) {
      this.#tokenFailure = undefined;
      this.#set({ scopes: new Set(scopes) });
      return void this.#loadSenders();
    }
    // Not "no scopes": the scopes are unknown, and what failed is said instead. No token at all is the route
    // answering without one.
    this.#tokenFailure = 'failure' in got ? got.failure : got.token === undefined ? 'token-none' : 'unreadable';
    this.#set({});
    if ('failure' in got) this.options.failed(got.error);
  }

  /** Every audience again (a new blast is started), preselecting the one chosen. */
  async loadAudiences(): Promise<void> {
    try {
      const { audiences, selected } = await loadAudiences(this.options.api(), this.options.audienceId());
      this.#audiencesError = undefined;
      this.#set({ audiences });
      this.options.select(selected);
    } catch (error) {
      this.#audiencesError = error;
      this.#set({});
      this.options.failed(error);
    }
  }

  /** The team's senders; without `agents:read` (or when the read fails) the sender is typed and checked by its shape. */
  async #loadSenders(): Promise<void> {
    if (!this.scopes?.has('agents:read')) return this.#set({ senders: null });
    try {
      const senders = await loadSenders(this.options.api());
      // The agent picker draws each agent with `<parley-agent-identity>`: defined before the agents are shown.
      if (senders.some((s) => s.agent)) await loadAgentIdentity().catch(() => {});
      this.#set({ senders });
    } catch {
      this.#set({ senders: null });
    }
  }

  #set(read: Partial<Pick<BlastSources, 'scopes' | 'audiences' | 'senders' | 'retrying'>>): void {
    Object.assign(this, read);
    this.host.requestUpdate();
  }
}
