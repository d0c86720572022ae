/** E.164's shape: `+`, a non-zero digit, 7 to 15 digits in all (the service's `PhoneNumber`). No numbering plans. */
export const E164 = /^\+[1-9]\d{6,14}$/;
