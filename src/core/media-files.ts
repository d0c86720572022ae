/**
 * What a media file may be, for every element that takes one (the composer's media fields, the inbox's reply
 * attachments): the host's upload function, what each channel accepts, and the check made before an upload starts.
 * One policy, so a file refused by one element is refused by the other in the same terms.
 *
 * Types are the service's own validation (`RCS_FILE_TYPES`, `MMS_FILE_TYPES`: what `/messages/validate/*` and the
 * sends refuse otherwise). Sizes are not in the spec (docs/decisions/027-composer-content-rules.md): 100 MB for RCS
 * (Google RBM's media limit) and 5 MB for MMS (what US carriers and the large MMS gateways take before transcoding or
 * refusing), in decimal megabytes as the words say them. RCS sends one file per message, MMS up to `mediaUrls`.
 */
import { LIMITS, MMS_FILE_TYPES, RCS_FILE_TYPES } from '../schemas/constants.js';

/**
 * Uploads a file somewhere the service can fetch it from, resolving to its URL (`https://…`). Provided by the host
 * page (its own storage: S3 pre-signed URL, Cloudinary, …); it should stop when `signal` aborts and may report
 * progress as a fraction from 0 to 1. The same function serves `<parley-composer>` and `<parley-inbox>`.
 */
export type UploadHandler = (
  file: File,
  options: { signal: AbortSignal; onProgress?(fraction: number): void },
) => Promise<string>;

/** What a field accepts: file extensions (lower case, no dot) and a size limit. */
export interface FileRules {
  extensions: readonly string[];
  maxBytes: number;
}

export type MediaChannel = 'rcs' | 'mms';

/** Each channel's rules, and how many files one message carries. */
export const MEDIA_RULES: Record<MediaChannel, FileRules & { maxFiles: number }> = {
  rcs: { extensions: RCS_FILE_TYPES, maxBytes: 100_000_000, maxFiles: 1 },
  mms: { extensions: MMS_FILE_TYPES, maxBytes: 5_000_000, maxFiles: LIMITS.mediaUrls },
};

/** Why a file was not uploaded, or why its upload failed. */
export type UploadProblem =
  | { kind: 'type'; allowed: readonly string[] }
  | { kind: 'size'; size: number; maxBytes: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'bad-url' };

const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'text/vcard': 'vcf',
  'text/x-vcard': 'vcf',
};

/** The file's kind as an extension: from its MIME type when known, else from its name. */
export function extensionOf(file: File): string {
  const fromType = MIME_EXTENSIONS[file.type.toLowerCase()];
  if (fromType) return fromType;
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return ext === 'jpeg' ? 'jpg' : ext;
}

/** The problem that keeps `file` from being uploaded under `rules`, if any. */
export function checkFile(file: File, rules: FileRules): UploadProblem | undefined {
  const ext = extensionOf(file);
  if (!rules.extensions.includes(ext) && !(ext === 'jpg' && rules.extensions.includes('jpeg')))
    return { kind: 'type', allowed: rules.extensions };
  if (file.size > rules.maxBytes) return { kind: 'size', size: file.size, maxBytes: rules.maxBytes };
  return undefined;
}

const TYPE_NAMES: Record<string, string> = {
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  mp4: 'MP4',
  pdf: 'PDF',
  vcf: 'vCard',
};

/** The formats' names as people know them ("JPEG", "WebP", "vCard"), each once, for a list in words. */
export const typeNames = (extensions: readonly string[]): string[] => [
  ...new Set(extensions.map((ext) => TYPE_NAMES[ext] ?? ext.toUpperCase())),
];

/** "2.4 MB", "800 kB" in the locale's digits. */
export function formatBytes(bytes: number, locale?: string): string {
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [bytes / 1e3, 'kilobyte'];
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  } catch {
    return `${value.toFixed(1)} ${unit === 'megabyte' ? 'MB' : 'kB'}`;
  }
}
