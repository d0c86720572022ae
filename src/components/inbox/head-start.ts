/**
 * `<parley-inbox>`'s head start (api/head-start.ts): the list's first rows, under the filters its attributes set, as
 * the store asks for them once the element is here (`InboxStore.loadList`).
 */
import { headStart } from '../../api/head-start.js';
import { hostLocale } from '../../i18n/index.js';
import { firstListRequest } from './list-request.js';

const inboxes = headStart('parley-inbox', (inbox) => {
  const attribute = (name: string) => inbox.getAttribute(name) ?? undefined;
  // In the order the element's `willUpdate` sets the filters: the transport adopts the answer only for the very
  // same request.
  return firstListRequest({
    from: attribute('from'),
    to: attribute('to'),
    brandId: attribute('brand-id'),
    campaignId: attribute('campaign-id'),
  });
});

// The rows' "5 min. ago": a page's first Intl formatter loads ICU's data (~250 ms on a phone's CPU). Made in a task
// of its own once the token request is out, it is paid while the token and the element's code are on their way
// instead of in the render of the first rows. Loading the data is all it is for — the element's code makes and keeps
// its own formatter (core/relative-time.ts `relative`, the same options) — so it is made here directly rather than
// through that module's cache, whose copy in this head start would be one the element never reads. A tag Intl
// rejects is the element's to fall back from.
const [inbox] = inboxes;
if (inbox)
  setTimeout(() => {
    try {
      new Intl.RelativeTimeFormat(hostLocale(inbox as HTMLElement, inbox.getAttribute('locale')), {
        numeric: 'auto',
        style: 'short',
      });
    } catch {
      // malformed locale tag
    }
  });
