/** A media message: one image or video (URL or upload) of a chosen height; its fields come with `later.ts`. */
import { loadingEditor } from '../editors.js';
const path = ['rcs', 'media'];
export const media = {
    id: 'media',
    empty: () => ({ media: { url: '', height: 'MEDIUM' } }),
    request: (rcs) => ({ media: rcs.media }),
    lead: (rcs) => ({ media: rcs.media }),
    fromLead: (lead) => ({ media: lead?.media ?? { url: '', height: 'MEDIUM' } }),
    editor: (h) => h.more?.mediaFields(h, path) ?? loadingEditor(h),
    preview: (_t, rcs, parts, update) => parts?.mediaBubble(rcs.media, update),
};
