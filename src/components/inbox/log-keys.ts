/**
 * The message log's keys. The log is one Tab stop (not a stop at every reaction control on the way to the reply
 * box). Inside it, ArrowUp/ArrowDown move through messages and their controls in reading order, Home/End go to
 * the first/last one rendered, Escape returns to the log. Keys the reaction picker handled are left alone.
 * Part of the thread pane's chunk.
 */
import { scrollWithin } from '../../core/scroll-within.js';

/** What a key stops at: rendered rows and the controls inside them (not day separators or the New divider). */
const STOPS =
  '[role="listitem"][data-vkey]:not([data-vfloat]), [data-vkey] a[href], [data-vkey] button:not([disabled]), [data-vkey] summary, [data-vkey] parley-link-stats, [part~="carousel"], [part~="retry-button"]';

/** The log's `keydown` handler (bound on the log itself, the `.messages` region). */
export function onLogKeydown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape'].includes(event.key)) return;
  const log = event.currentTarget as HTMLElement;
  const target = event.composedPath()[0] as HTMLElement;
  if (target.closest('parley-reaction-picker')) return;
  if (event.key === 'Escape') {
    if (target !== log) log.focus();
    return;
  }
  const stops = [
    ...log.querySelectorAll<HTMLElement>(STOPS),
    // Controls inside a closed disclosure (the RCS attempt of a fallback) are not shown, so not stops.
  ].filter((el) => el.checkVisibility());
  if (!stops.length) return;
  // The innermost stop on the event's path (a control inside a sub-element's shadow root counts as that element).
  const path = event.composedPath();
  const hit = path.find((node) => stops.includes(node as HTMLElement));
  const at = hit ? stops.indexOf(hit as HTMLElement) : -1;
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = stops.length - 1;
  // From the log itself, reading starts at the newest message (the log is pinned at the end).
  else if (at < 0) next = stops.length - 1;
  else next = event.key === 'ArrowUp' ? Math.max(0, at - 1) : Math.min(stops.length - 1, at + 1);
  event.preventDefault();
  stops[next]!.focus({ preventScroll: true });
  scrollWithin(event.currentTarget as HTMLElement, stops[next], 'nearest');
}
