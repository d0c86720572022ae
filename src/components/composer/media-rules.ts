/**
 * What the composer's media fields accept from a file, and why one was refused in the composer's words. The rules
 * are the package's one media policy (`core/media-files.ts`, shared with the inbox's attachments). Loaded with the
 * upload helper on the first file chosen, dropped or pasted.
 */
import { formatBytes, MEDIA_RULES, typeNames, type UploadProblem } from '../../core/media-files.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { listWords } from '../../core/list-words.js';

export { FileUploads } from '../../controllers/upload.js';

export const RCS_MEDIA = MEDIA_RULES.rcs;
export const MMS_MEDIA = MEDIA_RULES.mms;

/** Why the file `name` was not uploaded, in words, for its field. */
export function problemText(
  t: (key: ComposerKey, vars?: Record<string, string | number>) => string,
  name: string,
  p: UploadProblem,
  locale: string,
): string {
  if (p.kind === 'type') return t('badType', { name, types: listWords(typeNames(p.allowed), locale, 'disjunction') });
  if (p.kind === 'size')
    return t('tooBig', { name, size: formatBytes(p.size, locale), max: formatBytes(p.maxBytes, locale) });
  return t('uploadFailed', { name, reason: p.kind === 'bad-url' ? t('url') : p.reason });
}
