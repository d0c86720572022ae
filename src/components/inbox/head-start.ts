/**
 * `<parley-inbox>`'s head start (api/head-start.ts): the list's first rows, under the filters its attributes set, as
 * the store asks for them once the element is here (`InboxStore.loadList`).
 */
import { headStart } from '../../api/head-start.js';
import { firstListRequest } from './list-request.js';

headStart('parley-inbox', (inbox) => {
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
