// The Chromium every browser run of this repo launches (web-test-runner, the node harness of the built files and
// the shipped package, the benches): Debian's (or $CHROME_PATH), headless, with the flags this machine needs.

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 15x starts the omnibox's WebUI popups (a renderer loading Lit and an app) with every browser, even
  // headless, and again as tabs open: on a 2-core machine that renderer competed with each page tested or measured
  // (15 pages opened and closed: 8.9 s with it off, 11.4 s on).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
