/**
 * What the composer's media fields accept from a file, checked before an upload starts: the file types of the service's
 * own validation (`RCS_FILE_TYPES`, `MMS_FILE_TYPES`, what `/messages/validate/*` and the sends refuse otherwise) and
 * size limits the spec does not state, chosen in docs/decisions/027-composer-content-rules.md: 100 MB for RCS (Google
 * RBM's media limit) and 5 MB for MMS (what US carriers and the large MMS gateways accept before transcoding or
 * refusing). Loaded with the upload helper on the first file chosen, dropped or pasted.
 */
import { MMS_FILE_TYPES, RCS_FILE_TYPES } from '../../schemas/constants.js';
import { formatBytes, type FileRules, type UploadProblem } from '../../controllers/upload.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { listWords } from '../../core/list-words.js';

export { FileUploads } from '../../controllers/upload.js';

export const RCS_MEDIA: FileRules = { extensions: RCS_FILE_TYPES, maxBytes: 100_000_000 };
export const MMS_MEDIA: FileRules = { extensions: MMS_FILE_TYPES, maxBytes: 5_000_000 };

/** Why the file `name` was not uploaded, in words, for its field. */
export function problemText(
  t: (key: ComposerKey, vars?: Record<string, string | number>) => string,
  name: string,
  p: UploadProblem,
  locale: string,
): string {
  if (p.kind === 'type')
    return t('badType', {
      name,
      types: listWords(
        p.allowed.filter((e) => e !== 'jpeg').map((e) => e.toUpperCase()),
        locale,
        'disjunction',
      ),
    });
  if (p.kind === 'size')
    return t('tooBig', { name, size: formatBytes(p.size, locale), max: formatBytes(p.maxBytes, locale) });
  return t('uploadFailed', { name, reason: p.kind === 'bad-url' ? t('url') : p.reason });
}
