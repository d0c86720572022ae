/**
 * The state behind one address field's combobox (ARIA 1.2 combobox + listbox pattern): debounced place lookups
 * once 3 characters are typed, the previous lookup aborted when a newer one starts (so a slow, stale answer can
 * never replace a fresher one), and the active option moved by the arrow keys. Rendering stays in the element.
 */
import { DebouncedCall } from '../../controllers/debounce.js';
import type { Place } from '../../schemas/forms.js';

/** A place lookup; the default calls `POST /forms/places/autocomplete`, a host may plug in Google Places etc. */
export type PlacesProvider = (
  query: string,
  options: { country?: string | undefined; signal: AbortSignal },
) => Promise<Place[]>;

export const MIN_QUERY = 3;
export const DEBOUNCE_MS = 300;
export const MAX_OPTIONS = 8;

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export class AddressSearch {
  options: Place[] = [];
  active = -1;
  open = false;
  status: SearchStatus = 'idle';
  /** Debounced and aborted like every search of the library (`controllers/debounce.ts`). */
  readonly #lookups = new DebouncedCall(DEBOUNCE_MS);

  constructor(
    private readonly provider: () => PlacesProvider,
    private readonly changed: () => void,
  ) {}

  /** The person typed `query` in the street input. */
  input(query: string, country: string | undefined): void {
    this.cancel();
    const q = query.trim();
    if (q.length < MIN_QUERY) {
      this.#set([], 'idle');
      return;
    }
    this.#lookups.schedule((signal) => this.#lookup(q, country, signal));
  }

  async #lookup(query: string, country: string | undefined, signal: AbortSignal): Promise<void> {
    this.status = 'searching';
    this.changed();
    try {
      const places = await this.provider()(query, { country: country || undefined, signal });
      if (signal.aborted) return;
      this.#set(Array.isArray(places) ? places.slice(0, MAX_OPTIONS) : [], 'done');
    } catch {
      if (!signal.aborted) this.#set([], 'failed');
    }
  }

  #set(options: Place[], status: SearchStatus): void {
    this.options = options;
    this.status = status;
    this.active = -1;
    this.open = options.length > 0;
    this.changed();
  }

  /** Moves the active option (`+1` down, `-1` up), opening the list if it has options. */
  move(step: 1 | -1): void {
    const n = this.options.length;
    if (!n) return;
    this.open = true;
    this.active = this.active < 0 ? (step > 0 ? 0 : n - 1) : (this.active + step + n) % n;
    this.changed();
  }

  close(): void {
    if (!this.open && this.active < 0) return;
    this.open = false;
    this.active = -1;
    this.changed();
  }

  /** Stops a pending or running lookup. */
  cancel(): void {
    this.#lookups.cancel();
  }
}
