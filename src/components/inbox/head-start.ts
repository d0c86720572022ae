/**
 * `<parley-inbox>`'s head start (api/head-start.ts): the list's first rows, under the filters its attributes set, as
 * the store asks for them once the element is here (`InboxStore.loadList`).
 */
import { headStart } from '../../api/head-start.js';
import { prepareRowFormats } from '../../core/relative-time.js';
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

// The rows' "5 min. ago" and waits: a page's first Intl formatter loads ICU's data (~250 ms on a phone's CPU). Made in
// a task of its own once the token request is out (`prepareRowFormats`, the element's own mechanism), it is paid
// while the token and the element's code are on their way instead of in the render of the first rows. A tag Intl
// rejects falls back as the element's formatters do.
const [inbox] = inboxes;
if (inbox) prepareRowFormats(hostLocale(inbox as HTMLElement, inbox.getAttribute('locale')));
