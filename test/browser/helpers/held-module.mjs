// Holds one module of web-test-runner's dev server back for a while, for a test that checks what a page requests
// while that module is still on its way. The test sets the cookie `parley-held-module=<path>:<ms>` (this browser
// context only) and clears it after: every request whose path ends with <path> is answered <ms> later. A test of
// "requested before X arrived" then has a margin of <ms> rather than the dev server's few milliseconds.
const COOKIE = 'parley-held-module';

export function heldModuleMiddleware() {
  return async (ctx, next) => {
    const held = ctx.cookies.get(COOKIE);
    if (held) {
      const split = decodeURIComponent(held).lastIndexOf(':');
      const path = decodeURIComponent(held).slice(0, split);
      const ms = Number(decodeURIComponent(held).slice(split + 1));
      if (path && ctx.path.endsWith(path) && ms > 0 && ms <= 10_000) await new Promise((done) => setTimeout(done, ms));
    }
    return next();
  };
}
