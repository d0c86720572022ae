/**
 * axe with every rule it has, the ones off by default included (target-size of WCAG 2.2 AA, best practices such
 * as heading-order), on the element in its current state: `accessible()` alone runs axe's default set.
 */
import { expect } from '@open-wc/testing';

interface AxeRule {
  ruleId: string;
}
interface AxeResult {
  violations: { id: string; nodes: { html: string; failureSummary?: string }[] }[];
}
interface Axe {
  getRules(): AxeRule[];
  run(context: Element, options: unknown): Promise<AxeResult>;
}

export async function everyRule(el: Element, ignored: string[] = []): Promise<void> {
  await expect(el).to.be.accessible(); // loads axe onto the page
  const axe = (window as unknown as { axe: Axe }).axe;
  const rules = Object.fromEntries(axe.getRules().map((r) => [r.ruleId, { enabled: !ignored.includes(r.ruleId) }]));
  const { violations } = await axe.run(el, { rules, resultTypes: ['violations'] });
  const said = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.html} ${n.failureSummary ?? ''}`).join(' | ')}`,
  );
  expect(said, said.join('\n')).to.deep.equal([]);
}
