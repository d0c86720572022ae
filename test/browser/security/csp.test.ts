/**
 * The three elements under a strict Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval',
 * `require-trusted-types-for 'script'`, `trusted-types lit-html`): the page of csp-server.mjs, framed here, runs
 * them against an in-page sandbox seeded with the XSS corpus. Violations are counted three ways: the page's
 * `securitypolicyviolation` events, its `ReportingObserver` (buffered, so from the first byte), and the
 * browser's reports to the policy's `report-uri` — the same events Chromium logs as console CSP errors.
 * A control run adds five deliberate violations and must see each of them on every channel.
 */
import { expect } from '@open-wc/testing';
import { PAYLOADS } from './xss-kit.js';

interface CspResult {
  type: 'csp-result';
  mode: string;
  failure: string;
  steps: string[];
  hits: number[];
  violations: string[];
  reports: string[];
  errors: string[];
  trustedTypes: boolean;
  rendered: { inboxRows: number; inboxMessages: number; composer: number; formDone: string | null };
}

async function runPage(
  mode: 'strict' | 'control',
): Promise<{ result: CspResult; serverReports: unknown[]; policy: string }> {
  const run = `${mode}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const url = `/__csp/page.html?run=${run}&mode=${mode}`;
  const head = await fetch(url);
  const policy = head.headers.get('content-security-policy') ?? '';
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1200px; height: 900px; border: 0';
  const result = new Promise<CspResult>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the strict-CSP page did not report within 60 s')), 60_000);
    addEventListener('message', function onMessage(event: MessageEvent) {
      if (event.source !== frame.contentWindow || event.data?.type !== 'csp-result') return;
      clearTimeout(timer);
      removeEventListener('message', onMessage);
      resolve(event.data as CspResult);
    });
  });
  frame.src = url;
  document.body.append(frame);
  const data = await result;
  // report-uri reports are sent by the browser after the fact: wait for the control run's to arrive, and give the
  // strict run the same time.
  let serverReports: unknown[] = [];
  for (let i = 0; i < 40; i++) {
    serverReports = await (await fetch(`/__csp/reports?run=${run}`)).json();
    if (mode === 'control' ? serverReports.length >= 5 : i >= 15) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  frame.remove();
  return { result: data, serverReports, policy };
}

describe('strict CSP with Trusted Types', function () {
  this.timeout(120_000);

  it('serves a policy without unsafe-inline or unsafe-eval, requiring Trusted Types with only the lit-html policy', async () => {
    const policy = (await fetch('/__csp/page.html?run=header')).headers.get('content-security-policy') ?? '';
    expect(policy).to.match(/script-src 'self'(;|$)/);
    expect(policy).to.match(/style-src 'self'(;|$)/);
    expect(policy).to.contain("require-trusted-types-for 'script'");
    expect(policy).to.contain('trusted-types lit-html;');
    expect(policy).to.not.match(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|nonce-|sha256-/);
  });

  it('counts deliberate violations on every channel (control run)', async () => {
    const { result, serverReports } = await runPage('control');
    expect(result.failure).to.equal('');
    expect(result.trustedTypes).to.equal(true);
    const directives = (list: string[]) =>
      ['trusted-types-sink', 'script-src', 'style-src'].filter((d) => list.some((v) => v.includes(d)));
    expect(directives(result.violations), result.violations.join('\n')).to.deep.equal([
      'trusted-types-sink',
      'script-src',
      'style-src',
    ]);
    expect(result.violations.length).to.be.at.least(5);
    expect(result.reports.length, 'ReportingObserver').to.be.at.least(5);
    expect(serverReports.length, 'report-uri').to.be.at.least(5);
  });

  it('renders and drives all three elements with zero violations', async () => {
    const { result, serverReports, policy } = await runPage('strict');
    expect(policy).to.contain("require-trusted-types-for 'script'");
    expect(result.failure, result.steps.join(' → ')).to.equal('');
    expect(result.steps.slice(0, 4)).to.deep.equal(['seeded', 'inbox', 'composer', 'form']);
    expect(result.violations, 'securitypolicyviolation events').to.deep.equal([]);
    expect(result.reports, 'ReportingObserver csp-violation reports').to.deep.equal([]);
    expect(serverReports, 'report-uri reports').to.deep.equal([]);
    expect(result.errors, 'uncaught errors').to.deep.equal([]);
    expect(result.hits, 'XSS executions').to.deep.equal([]);
    expect(result.rendered.inboxRows).to.be.greaterThan(0);
    expect(result.rendered.inboxMessages).to.be.greaterThan(0);
    expect(result.rendered.composer).to.be.greaterThan(0);
    expect(result.rendered.formDone, 'the hostile success message, as text').to.equal(
      PAYLOADS[12]!.replaceAll('$', '13'),
    );
    expect(result.steps.at(-1)).to.contain('url("https://cdn.example/bg.jpg")');
    console.log(
      `[security] strict CSP: ${result.violations.length} violations, ${result.reports.length} reports, ${serverReports.length} report-uri reports; ${result.steps.join(' → ')}`,
    );
  });
});
