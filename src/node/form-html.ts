/**
 * Hosted forms in a customer's own server-rendered page (DESIGN §15): `renderFormHtml` writes the form as HTML that
 * works before and without scripts (the sandbox's hosted page is its output), and `readFormPost` reads what that
 * form posts with the rules the element and the service use. `<parley-form>` takes the rendered form over once its
 * script runs. Runtime-agnostic (no Node built-ins): Node, Edge, Workers and Deno import the same functions.
 */
export { renderFormHtml, type RenderFormHtmlOptions } from '../forms/html.js';
export { readFormPost, type FormPost, type FormPostAction } from '../forms/post.js';
