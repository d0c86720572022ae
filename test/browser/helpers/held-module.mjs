// Holds one module of web-test-runner's dev server back for a while, for a test that checks what a page requests
// while that module is still on its way. The test sets the cookie `parley-held-module=<path>:<ms>` (this browser
// context only) and clears it after: every request whose path ends with <path> is answered <ms> later. A test of
// "requested before X arrived" then has a margin of <ms> rather than the dev server's few milliseconds.
//
// The runner reuses a page for the next file, so a module an earlier file loaded may come from the browser's cache
// and never reach this server: the `parley-cache` command (`heldModulePlugin`) turns the page's cache off while the
// test runs (`{ disabled: true }`) and on again after (`{ disabled: false }`).
const COOKIE = 'parley-held-module';

export function heldModuleMiddleware() {
  return async (ctx, next) => {
    const held = ctx.cookies.get(COOKIE);
    if (held) {
      const value = decodeURIComponent(held);
      const split = value.lastIndexOf(':');
      const path = value.slice(0, split);
      const ms = Number(value.slice(split + 1));
      if (path && ctx.path.endsWith(path) && ms > 0 && ms <= 10_000) await new Promise((done) => setTimeout(done, ms));
    }
    return next();
  };
}

export function heldModulePlugin() {
  /** A DevTools session per page while its cache is off: the override lasts as long as the session does. */
  const sessions = new Map();
  return {
    name: 'parley-cache',
    async executeCommand({ command, payload, session }) {
      if (command !== 'parley-cache') return undefined;
      const open = sessions.get(session.id);
      if (payload?.disabled) {
        if (open) return true;
        const cdp = await session.browser.getPage(session.id).createCDPSession();
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        sessions.set(session.id, cdp);
        return true;
      }
      sessions.delete(session.id);
      await open?.send('Network.setCacheDisabled', { cacheDisabled: false }).catch(() => {});
      await open?.detach().catch(() => {});
      return true;
    },
  };
}
