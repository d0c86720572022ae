// A chunk's static import for cdn-preload-helper.test.ts.
export const dep = 'dep';
