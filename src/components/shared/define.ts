/**
 * `defineElement`, where the element entries import it from. It lives beside the elements' base class
 * (parley-base.ts): as a module of its own, shared by the entries and one lazy part, a bundler made it a file of
 * its own on the inbox's first screen.
 */
export { defineElement } from './parley-base.js';
