/**
 * The XSS corpus and the checks the security suites share. Every payload calls a global canary
 * (`__xss(id)`, also reachable as `parent.__xss`/`top.__xss` from frames) with an id naming the field and payload,
 * so an execution says exactly where it came from. After rendering, `inspect` walks every shadow root and
 * reports what a payload could have created: script-capable elements, event-handler attributes, URLs with
 * schemes outside the allow-list, links without `rel="noopener noreferrer"`, and (against a benign baseline
 * rendering of the same data) elements the component did not render itself.
 */

/** `$` is replaced by the payload's id. Sources: OWASP XSS filter-evasion cheat sheet, PortSwigger's XSS cheat sheet, mXSS research (Heyes, Bentkowski), Lit-specific markers. */
export const PAYLOADS: readonly string[] = [
  '<script>__xss($)</script>',
  '<img src=x onerror=__xss($)>',
  '<svg onload=__xss($)>',
  '<svg/onload=__xss($)//',
  '"><img src=x onerror=__xss($)>',
  "'><svg onload=__xss($)>",
  '<svg><script>__xss($)</script></svg>',
  '<iframe srcdoc="<script>parent.__xss($)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss($)"></iframe>',
  '<a href="javascript:__xss($)">click me</a>',
  'javascript:__xss($)',
  'JaVaScRiPt:__xss($)',
  'java\tscript:__xss($)',
  '&#106;avascript:__xss($)',
  ' javascript:__xss($)',
  'data:text/html,<script>parent.__xss($)</script>',
  'vbscript:__xss($)',
  '<IMG SRC="jav&#x09;ascript:__xss($);">',
  '<img src="x" onerror="&#95;&#95;xss($)">',
  '<body onload=__xss($)>',
  '<details open ontoggle=__xss($)>',
  '<input autofocus onfocus=__xss($)>',
  '<video><source onerror=__xss($)></video>',
  '<marquee onstart=__xss($)>x</marquee>',
  '<svg><animate onbegin=__xss($) attributeName=x dur=1s>',
  '<object data="javascript:__xss($)"></object>',
  '<embed src="javascript:__xss($)">',
  '<form><button formaction=javascript:__xss($)>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss($)">',
  '<base href="javascript:__xss($)//">',
  '<svg><a xlink:href="javascript:__xss($)"><text y=20>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss($)>',
  '<noscript><p title="</noscript><img src=x onerror=__xss($)>">',
  '<template><img src=x onerror=__xss($)></template>',
  '<style>@import "javascript:__xss($)";*{background:url(javascript:__xss($))}</style>',
  '</script><script>__xss($)</script>',
  '</textarea><img src=x onerror=__xss($)>',
  '</title></style><img src=x onerror=__xss($)>',
  '<!--<img src="--><img src=x onerror=__xss($)//">',
  '<img src=x onerror=__xss($)',
  '<<img src=x onerror=__xss($)>>',
  '${__xss($)}',
  "{{constructor.constructor('__xss($)')()}}",
  '<?lit$1234$><!--?lit$1234$--><img src=x onerror=__xss($)>',
  '\\u003cimg src=x onerror=__xss($)\\u003e',
  '%3Cimg%20src%3Dx%20onerror%3D__xss($)%3E',
  '\uff1cimg src=x onerror=__xss($)\uff1e',
  '\u202e<img src=x onerror=__xss($)>\u202c',
  'java\u200bscript:__xss($)',
  'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=__xss($) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=__xss($)//>\\x3e',
];

/** One payload placed in one field. */
export interface Placed {
  id: number;
  field: string;
  payload: number;
  text: string;
}

/**
 * Hands out payloads with unique ids (so a hit names its field) and keeps the list for reporting.
 * `fitting(field, max, oneLine)` returns the payloads that fit a field's length limit (e.g. 25 for suggestions).
 */
export class Corpus {
  readonly placed: Placed[] = [];
  #next = 1;

  place(field: string, payload: number): Placed {
    const id = this.#next++;
    const placed = { id, field, payload, text: PAYLOADS[payload]!.replaceAll('$', String(id)) };
    this.placed.push(placed);
    return placed;
  }

  /** Every payload that fits in `max` characters (after its id is filled in), placed in `field`. */
  all(field: string, max = Infinity, oneLine = false): Placed[] {
    const out: Placed[] = [];
    PAYLOADS.forEach((p, i) => {
      const len = p.replaceAll('$', String(this.#next + out.length + 99)).length; // room for the id's digits
      if (len <= max && (!oneLine || !/[\n\r]/.test(p))) out.push(this.place(field, i));
    });
    return out;
  }

  /** Count of placements per field, for the report. */
  counts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const p of this.placed) counts[p.field] = (counts[p.field] ?? 0) + 1;
    return counts;
  }

  describe(id: number): string {
    const p = this.placed.find((x) => x.id === id);
    return p ? `${p.field} ← payload #${p.payload} ${JSON.stringify(p.text)}` : `unknown id ${id}`;
  }
}

/** Installs the canary; returns the ids it was called with. */
export function armCanary(): number[] {
  const hits: number[] = [];
  (window as unknown as Record<string, unknown>).__xss = (id: unknown) => hits.push(Number(id));
  return hits;
}

export function disarmCanary(): void {
  delete (window as unknown as Record<string, unknown>).__xss;
}

/**
 * Gives handlers (img onerror, svg onload, iframes, animations, refreshes) time to fire. Timers only: a test page
 * running beside another one is a background tab, where requestAnimationFrame may not run at all.
 */
export async function letHandlersRun(ms = 250): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  await new Promise((r) => setTimeout(r, 0));
}

export const ALLOWED_LINK_SCHEMES = new Set(['http:', 'https:', 'tel:', 'sms:', 'mailto:']);

/** Elements no component renders and only markup injection could create. */
const NEVER = new Set([
  'SCRIPT',
  'IFRAME',
  'FRAME',
  'FRAMESET',
  'OBJECT',
  'EMBED',
  'APPLET',
  'META',
  'BASE',
  'LINK',
  'NOSCRIPT',
  'MATH',
  'MTEXT',
  'MGLYPH',
  'MARQUEE',
  'VIDEO',
  'AUDIO',
  'SOURCE',
  'BODY',
  'HTML',
  'HEAD',
  'TITLE',
  'TEMPLATE',
  'X',
  'ANIMATE',
  'SET',
  'FOREIGNOBJECT',
  'PARAM',
  'PORTAL',
  'XMP',
  'PLAINTEXT',
]);
/**
 * Elements components do render, which payloads could create: injection shows up as more of them than a benign
 * rendering has. (Plain text containers like <p> are left out: validation and status lines add them legitimately.)
 */
const COUNTED = ['IMG', 'SVG', 'STYLE', 'INPUT', 'FORM', 'BUTTON', 'TEXTAREA', 'SELECT', 'DETAILS', 'TABLE', 'B', 'I'];
/** Attributes whose value is a URL the browser may load or navigate to. */
const URL_ATTRS = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'xlink:href',
  'ping',
  'codebase',
  'cite',
];

export interface Inspection {
  /** Every element under the root, shadow roots included. */
  elements: Element[];
  /** Deep text: text nodes of every tree plus the values of form controls. */
  text: string;
  tagCounts: Record<string, number>;
  problems: string[];
  links: HTMLAnchorElement[];
}

/** Walks `root` and every shadow root below it. */
export function inspect(...roots: (Element | ShadowRoot)[]): Inspection {
  const elements: Element[] = [];
  const texts: string[] = [];
  const visit = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === Node.TEXT_NODE) texts.push(child.nodeValue ?? '');
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const el = child as Element;
        elements.push(el);
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) texts.push(`\n${el.value}\n`);
        if (el.shadowRoot) visit(el.shadowRoot);
        visit(el);
      }
    }
  };
  for (const root of roots) {
    if (root instanceof Element) {
      elements.push(root);
      if (root.shadowRoot) visit(root.shadowRoot);
    }
    visit(root);
  }
  const problems: string[] = [];
  const tagCounts: Record<string, number> = {};
  const links: HTMLAnchorElement[] = [];
  for (const el of elements) {
    const tag = el.tagName.toUpperCase();
    tagCounts[tag] = (tagCounts[tag] ?? 0) + 1;
    if (NEVER.has(tag)) problems.push(`<${el.tagName.toLowerCase()}> in the tree: ${el.outerHTML.slice(0, 120)}`);
    for (const name of el.getAttributeNames()) {
      const value = el.getAttribute(name) ?? '';
      if (/^on/i.test(name)) problems.push(`${name}= on <${el.tagName.toLowerCase()}>`);
      if (name === 'srcdoc') problems.push(`srcdoc on <${el.tagName.toLowerCase()}>`);
      if (name === 'style' && /__xss|url\(|expression\(|javascript:/i.test(value))
        problems.push(`style="${value.slice(0, 80)}"`);
      if (URL_ATTRS.includes(name.toLowerCase()) && value) {
        let protocol = '';
        try {
          protocol = new URL(value, 'https://base.invalid/').protocol;
        } catch {
          problems.push(`unparsable ${name}="${value.slice(0, 80)}"`);
          continue;
        }
        const allowed = tag === 'A' ? ALLOWED_LINK_SCHEMES : new Set(['http:', 'https:']);
        if (!allowed.has(protocol)) problems.push(`${name}="${value.slice(0, 80)}" on <${el.tagName.toLowerCase()}>`);
        if (!/^[a-z][a-z\d+.-]*:/i.test(value))
          problems.push(`relative ${name}="${value.slice(0, 80)}" on <${el.tagName.toLowerCase()}>`);
      }
    }
    if (tag === 'A' && el.hasAttribute('href')) {
      const a = el as HTMLAnchorElement;
      links.push(a);
      const rel = a.rel.split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`link ${a.href} has rel="${a.rel}"`);
    }
  }
  return { elements, text: texts.join(''), tagCounts, problems, links };
}

/** Elements of the hostile rendering beyond those of the benign one (tags components render themselves). */
export function extraElements(hostile: Inspection, benign: Inspection): string[] {
  return COUNTED.filter((tag) => (hostile.tagCounts[tag] ?? 0) > (benign.tagCounts[tag] ?? 0)).map(
    (tag) => `${tag}: ${hostile.tagCounts[tag]} rendered, benign baseline has ${benign.tagCounts[tag] ?? 0}`,
  );
}

/** Payloads (of `placed`) whose text does not appear verbatim in `text`. */
export function missingText(text: string, placed: readonly Placed[]): string[] {
  return placed.filter((p) => !text.includes(p.text)).map((p) => `${p.field}#${p.payload}: ${JSON.stringify(p.text)}`);
}

/** A benign text of the same length (same layout, no markup), for the baseline rendering. */
export function benign(text: string, id: number): string {
  const base = `benign ${id} `;
  return (base + 'x'.repeat(Math.max(0, text.length - base.length))).slice(0, Math.max(text.length, base.length - 1));
}

/** Tag counts of each element matching `selector` (e.g. each rendered message), in document order. */
export function itemTagCounts(root: ParentNode, selector: string): Record<string, number>[] {
  return [...root.querySelectorAll(selector)].map((item) => inspect(item).tagCounts);
}

/** Per item (same position in both renderings), elements beyond the benign rendering's. */
export function extraPerItem(hostile: Record<string, number>[], benign: Record<string, number>[]): string[] {
  const out: string[] = [];
  if (hostile.length !== benign.length)
    out.push(`${hostile.length} items rendered, benign baseline has ${benign.length}`);
  hostile.forEach((counts, i) => {
    for (const tag of COUNTED) {
      if ((counts[tag] ?? 0) > (benign[i]?.[tag] ?? 0))
        out.push(`item ${i}: ${counts[tag]} ${tag}, benign baseline has ${benign[i]?.[tag] ?? 0}`);
    }
  });
  return out;
}
