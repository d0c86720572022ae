/** What an element asks the service for first, read from its attributes before it is upgraded. */
export interface FirstRequest {
    method: 'GET' | 'POST';
    path: string;
    body?: unknown;
}
/**
 * Starts the first requests of the page's `tag` elements: the token (a `token` attribute, else one from
 * `token-url`), then `first(element)`'s request with it; returns the elements it looked at. Once the element is
 * defined, its code is running and asks for itself; elements added later are its own to load.
 */
export declare function headStart(tag: string, first: (element: Element) => FirstRequest | undefined): Element[];
