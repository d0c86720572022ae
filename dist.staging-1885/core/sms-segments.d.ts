/**
 * SMS segment counting (GSM 03.38 / 3GPP TS 23.038), the numbers `POST /messages/validate/sms` reports and the
 * composer shows while typing. Pure: no DOM, no Node APIs.
 */
export type SmsEncoding = 'GSM-7' | 'UCS-2';
export interface SegmentInfo {
    /** `GSM-7` when every character is in the GSM 03.38 basic or extension table, else `UCS-2`. */
    encoding: SmsEncoding;
    /** Number of SMS parts; 0 for empty text. */
    segments: number;
    /** Unicode code points (what `for…of` yields): an emoji such as 😀 is 1, a ZWJ sequence counts each joined part. */
    characters: number;
    /** Encoding units: 7-bit septets for GSM-7 (extension characters 2), UTF-16 code units for UCS-2 (astral 2). */
    unitsUsed: number;
    /** Units per part: the single-part limit (160 / 70) up to one part, the multipart size (153 / 67) beyond. */
    perSegment: number;
    /** Units still free in the last part before another part starts. */
    remainingInSegment: number;
}
/**
 * Whether `text` can be sent in the GSM 7-bit alphabet (basic set plus extension table).
 *
 * @example
 * isGsm7('Hello {world} €5'); // true
 * isGsm7('Olá 😀');           // false (😀)
 */
export declare function isGsm7(text: string): boolean;
/**
 * Counts the SMS parts `text` needs, the way carriers split it: GSM-7 unless one character is outside the GSM
 * alphabet, then UCS-2. In a multipart message an extension character (ESC + char) and a surrogate pair are
 * never split across parts, so a part may end one unit short of its size.
 *
 * @example
 * countSegments('a'.repeat(161));
 * // { encoding: 'GSM-7', segments: 2, characters: 161, unitsUsed: 161, perSegment: 153, remainingInSegment: 145 }
 * countSegments('Hi 😀').encoding; // 'UCS-2'
 */
export declare function countSegments(text: string): SegmentInfo;
