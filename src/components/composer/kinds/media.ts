/** A media message: one image or video (URL or upload) of a chosen height; its editor and preview: `media.later.ts`. */
import type { KindModule, Obj } from './types.js';

export const media: KindModule = {
  id: 'media',
  empty: () => ({ media: { url: '', height: 'MEDIUM' } }),
  request: (rcs) => ({ media: rcs.media }),
  lead: (rcs) => ({ media: rcs.media }),
  fromLead: (lead) => ({ media: lead?.media ?? { url: '', height: 'MEDIUM' } }),
  pictures: (rcs) => [(rcs.media as Obj | undefined)?.url],
};
