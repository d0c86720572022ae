import type { Place } from '../../schemas/forms.js';
/** A place lookup; the default calls `POST /forms/places/autocomplete`, a host may plug in Google Places etc. */
export type PlacesProvider = (query: string, options: {
    country?: string | undefined;
    signal: AbortSignal;
}) => Promise<Place[]>;
export declare const MIN_QUERY = 3;
export declare const DEBOUNCE_MS = 300;
export declare const MAX_OPTIONS = 8;
export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';
export declare class AddressSearch {
    #private;
    private readonly provider;
    private readonly changed;
    options: Place[];
    active: number;
    open: boolean;
    status: SearchStatus;
    constructor(provider: () => PlacesProvider, changed: () => void);
    /** The person typed `query` in the street input. */
    input(query: string, country: string | undefined): void;
    /** Moves the active option (`+1` down, `-1` up), opening the list if it has options. */
    move(step: 1 | -1): void;
    close(): void;
    /** Stops a pending or running lookup. */
    cancel(): void;
}
