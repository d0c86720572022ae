/**
 * First module of the strict-CSP page's bundle: imports evaluate in order, so these listeners are in place before
 * Lit, zod or the elements run. `ReportingObserver` with `buffered: true` also hands over reports queued earlier.
 */
export const watched = {
  /** `securitypolicyviolation` events (CSP and Trusted Types). */
  violations: [] as string[],
  /** `csp-violation` reports from a ReportingObserver. */
  reports: [] as string[],
  /** Uncaught errors and unhandled rejections. */
  errors: [] as string[],
};

document.addEventListener('securitypolicyviolation', (event) => {
  watched.violations.push(
    `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
  );
});

declare const ReportingObserver: {
  new (
    callback: (reports: { type: string; body: Record<string, unknown> }[]) => void,
    options: { types: string[]; buffered: boolean },
  ): { observe(): void; takeRecords(): { type: string; body: Record<string, unknown> }[] };
};
const observer = new ReportingObserver(
  (reports) => watched.reports.push(...reports.map((r) => `${r.type}: ${JSON.stringify(r.body)}`)),
  { types: ['csp-violation'], buffered: true },
);
observer.observe();

/** Reports the observer holds but has not delivered yet. */
export function flushReports(): void {
  watched.reports.push(...observer.takeRecords().map((r) => `${r.type}: ${JSON.stringify(r.body)}`));
}

// "ResizeObserver loop completed with undelivered notifications" is the browser deferring a resize callback to the
// next frame (the inbox's virtual window measures rows): not an error of the page, and not a CSP matter.
addEventListener('error', (event) => {
  if (!event.message.startsWith('ResizeObserver loop')) watched.errors.push(`error: ${event.message}`);
});
addEventListener('unhandledrejection', (event) =>
  watched.errors.push(`unhandledrejection: ${String((event.reason as Error)?.stack ?? event.reason)}`),
);
