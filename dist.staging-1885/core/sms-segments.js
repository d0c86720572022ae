/**
 * SMS segment counting (GSM 03.38 / 3GPP TS 23.038), the numbers `POST /messages/validate/sms` reports and the
 * composer shows while typing. Pure: no DOM, no Node APIs.
 */
/** GSM 03.38 basic character set (one 7-bit unit each). ESC (0x1B) is left out: it is not a user character. */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table: sent as ESC + char, so two units each. */
const GSM_EXTENSION = '^{}\\[~]|€\f';
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);
/** Limits in encoding units: one part alone, or each part of a concatenated message (the UDH takes 6 bytes). */
const LIMITS = {
    'GSM-7': { single: 160, multi: 153 },
    'UCS-2': { single: 70, multi: 67 },
};
/**
 * Whether `text` can be sent in the GSM 7-bit alphabet (basic set plus extension table).
 *
 * @example
 * isGsm7('Hello {world} €5'); // true
 * isGsm7('Olá 😀');           // false (😀)
 */
export function isGsm7(text) {
    for (const char of text) {
        if (!BASIC.has(char) && !EXTENSION.has(char))
            return false;
    }
    return true;
}
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
export function countSegments(text) {
    const encoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
    const limits = LIMITS[encoding];
    // Units of each code point: 2 for GSM extension characters and for astral code points in UCS-2.
    const costs = [];
    let unitsUsed = 0;
    for (const char of text) {
        const cost = encoding === 'GSM-7' ? (EXTENSION.has(char) ? 2 : 1) : char.length;
        costs.push(cost);
        unitsUsed += cost;
    }
    if (unitsUsed <= limits.single) {
        return {
            encoding,
            segments: unitsUsed === 0 ? 0 : 1,
            characters: costs.length,
            unitsUsed,
            perSegment: limits.single,
            remainingInSegment: limits.single - unitsUsed,
        };
    }
    // Greedy packing: a 2-unit character that does not fit in the current part opens the next one.
    let segments = 1;
    let inSegment = 0;
    for (const cost of costs) {
        if (inSegment + cost > limits.multi) {
            segments += 1;
            inSegment = 0;
        }
        inSegment += cost;
    }
    return {
        encoding,
        segments,
        characters: costs.length,
        unitsUsed,
        perSegment: limits.multi,
        remainingInSegment: limits.multi - inSegment,
    };
}
