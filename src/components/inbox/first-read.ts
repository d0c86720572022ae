/**
 * `<parley-inbox>`'s first read, for the head starts (api/head-start.ts): the list's first rows, under the filters
 * its attributes set, as the store asks for them once the element is here (`InboxStore.loadList`). Apart from its
 * head start module, so `@parley/embeds/head-start` batches it with the form's without running either alone.
 */
import type { HeadStart } from '../../api/head-start.js';
import { firstListRequest } from './list-request.js';

export const inboxFirstRead: HeadStart = [
  'parley-inbox',
  (inbox) => {
    const attribute = (name: string) => inbox.getAttribute(name) ?? undefined;
    // In the order the element's `willUpdate` sets the filters: the transport adopts the answer only for the very
    // same request.
    return firstListRequest({
      from: attribute('from'),
      to: attribute('to'),
      brandId: attribute('brand-id'),
      campaignId: attribute('campaign-id'),
    });
  },
];
