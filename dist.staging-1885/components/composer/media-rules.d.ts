import { type FileRules, type UploadProblem } from '../../controllers/upload.js';
import type { ComposerKey } from '../../i18n/composer.js';
export { FileUploads } from '../../controllers/upload.js';
export declare const RCS_MEDIA: FileRules;
export declare const MMS_MEDIA: FileRules;
/** Why the file `name` was not uploaded, in words, for its field. */
export declare function problemText(t: (key: ComposerKey, vars?: Record<string, string | number>) => string, name: string, p: UploadProblem, locale: string): string;
