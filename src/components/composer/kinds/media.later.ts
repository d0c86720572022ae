/**
 * The media message's editor and preview (with `later.ts`, not on the first screen): a picture in a bubble of its own.
 *
 * @csspart bubble - A message bubble in a preview.
 */
import { html } from 'lit';
import type { ComposerKey } from '../../../i18n/composer.js';
import { MEDIA_HEIGHTS } from '../../../schemas/constants.js';
import { select } from '../more-editors.js';
import { pictureBox } from '../preview-parts.js';
import type { KindLater } from './types.js';

export const mediaLater: KindLater = {
  editor: (h, path) =>
    html`${h.kit.field(h, [...path, 'url'], h.t('mediaUrl'), { type: 'url', hint: h.t('urlHint'), upload: 'rcs' })}
    ${select(h, [...path, 'height'], h.t('mediaHeight'), MEDIA_HEIGHTS, (v) => h.t(`height_${v}` as ComposerKey))}`,
  preview: (_t, value, update) => html`<div class="bubble media-only" part="bubble">${pictureBox(value, update)}</div>`,
};
