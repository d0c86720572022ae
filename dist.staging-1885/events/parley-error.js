/** @example el.addEventListener('parley-error', (e) => report(e.detail.error, e.detail.action)); */
export class ParleyErrorEvent extends Event {
    static eventName = 'parley-error';
    detail;
    constructor(detail) {
        super(ParleyErrorEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
/** Any thrown value as an `Error` (an `ApiError` stays itself). */
export const toError = (error) => (error instanceof Error ? error : new Error(String(error)));
