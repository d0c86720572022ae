/**
 * Media from files: with an `uploadHandler` the media fields take a file from the picker, a drop or a
 * paste; the type and size are checked before the handler is called; progress shows with Cancel (the handler's
 * signal aborts); problems show at the field. Without a handler the fields stay URL-only.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { UploadHandler } from '../../../src/core/media-files.js';
import { checkFile, extensionOf } from '../../../src/core/media-files.js';
import { shootAll } from '../helpers/screenshot.js';
import { $, $$, PHONE, RCS_USER, accessibleEverywhere, choose, errorOf, fill, input, mount, text } from './helpers.js';

const png = (name = 'latte.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** A handler the test drives: it reports progress, then resolves, fails or sees its signal abort. */
function controlledHandler() {
  const calls: {
    file: File;
    signal: AbortSignal;
    progress?: (f: number) => void;
    resolve(url: string): void;
    reject(e: Error): void;
  }[] = [];
  const handler: UploadHandler = (file, { signal, onProgress }) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ file, signal, progress: onProgress, resolve, reject });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { handler, calls };
}

async function withHandler(
  handler: UploadHandler | undefined,
  kind: 'media' | 'card' = 'media',
): Promise<ParleyComposer> {
  const { el } = await mount({ to: RCS_USER });
  el.uploadHandler = handler;
  await choose(el, kind);
  return el;
}

const pick = async (el: ParleyComposer, file: File, scope = '') => {
  const picker = $<HTMLInputElement>(el, `${scope} .upload input[type=file]`);
  const data = new DataTransfer();
  data.items.add(file);
  picker.files = data.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
};

const settle = (el: ParleyComposer) => async () => {
  await el.updateComplete;
  el.shadowRoot!.querySelector('.upload')?.scrollIntoView({ block: 'center' });
};

describe('<parley-composer> uploads', () => {
  it('without uploadHandler the media fields are URL-only', async () => {
    const el = await withHandler(undefined);
    expect(el.shadowRoot!.querySelector('.upload')).to.equal(null);
    expect(input(el, 'rcs.media.url').type).to.equal('url');
  });

  it('picker: progress, then the URL fills the field and the preview', async () => {
    const { handler, calls } = controlledHandler();
    const el = await withHandler(handler);
    // the picker button is reached with the keyboard, right after the URL input
    input(el, 'rcs.media.url').focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('data-upload')).to.equal('pick');
    expect(el.shadowRoot!.activeElement?.getAttribute('data-upload')).to.equal('pick');
    await pick(el, png());
    await waitUntil(() => calls.length === 1, 'handler not called');
    calls[0]!.progress!(0.42);
    await el.updateComplete;
    expect(text(el, '.upload [role="status"]')).to.equal('Uploading latte.png: 42%');
    expect($<HTMLProgressElement>(el, '.upload progress').value).to.be.closeTo(0.42, 0.001);
    await shootAll('composer-upload-progress', { settle: settle(el) });
    await accessibleEverywhere(el);
    calls[0]!.resolve('https://cdn.example.com/latte.png');
    await waitUntil(() => el.value.rcs!.media?.url === 'https://cdn.example.com/latte.png', 'URL not filled');
    await el.updateComplete;
    expect(input(el, 'rcs.media.url').value).to.equal('https://cdn.example.com/latte.png');
    expect($<HTMLImageElement>(el, '[part~="phone"] img').getAttribute('src')).to.equal(
      'https://cdn.example.com/latte.png',
    );
    expect(el.shadowRoot!.querySelector('.upload progress')).to.equal(null);
  });

  it('Cancel aborts the handler and leaves the field as it was', async () => {
    const { handler, calls } = controlledHandler();
    const el = await withHandler(handler);
    await pick(el, png());
    await waitUntil(() => calls.length === 1, 'handler not called');
    $(el, '[data-upload="cancel"]').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(calls[0]!.signal.aborted).to.equal(true);
    expect(el.value.rcs!.media?.url).to.equal('');
    expect(errorOf(el, 'rcs.media.url')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[data-upload="pick"]')).not.to.equal(null);
  });

  it('type and size are checked before uploading; errors show at the field', async () => {
    const { handler, calls } = controlledHandler();
    const el = await withHandler(handler);
    await pick(el, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitUntil(() => errorOf(el, 'rcs.media.url'), 'no type error');
    expect(errorOf(el, 'rcs.media.url')).to.equal('logo.svg cannot be sent: use JPEG, PNG, GIF, WebP, or MP4');
    expect(input(el, 'rcs.media.url').getAttribute('aria-invalid')).to.equal('true');
    expect(input(el, 'rcs.media.url').getAttribute('aria-describedby')).to.contain('f-rcs-media-url-e');
    await shootAll('composer-upload-error', { settle: settle(el) });
    await accessibleEverywhere(el);
    // MMS fallback media: 5 MB at most
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.from', PHONE);
    $(el, '[data-add="fallback.mediaUrls"]').click();
    await el.updateComplete;
    await pick(el, png('poster.png', 6 * 1024 * 1024), '[part~="fallback"]');
    await waitUntil(() => errorOf(el, 'fallback.mediaUrls.0'), 'no size error');
    expect(errorOf(el, 'fallback.mediaUrls.0')).to.equal('poster.png is 6.3 MB; at most 5 MB can be sent here');
    expect(calls).to.have.length(0);
    // typing a URL replaces the error
    await fill(el, 'rcs.media.url', 'https://example.com/a.png');
    expect(errorOf(el, 'rcs.media.url')).to.equal(null);
  });

  it('a failed upload says so at the field; drop and paste also upload', async () => {
    const { handler, calls } = controlledHandler();
    const el = await withHandler(handler, 'card');
    const data = new DataTransfer();
    data.items.add(png('drop.png'));
    const field = input(el, 'rcs.card.media.url').closest('.field')!;
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true, composed: true });
    field.dispatchEvent(over);
    expect(over.defaultPrevented).to.equal(true);
    field.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, composed: true }));
    await waitUntil(() => calls.length === 1, 'drop did not upload');
    expect(calls[0]!.file.name).to.equal('drop.png');
    calls[0]!.reject(new Error('storage quota exceeded'));
    await waitUntil(() => errorOf(el, 'rcs.card.media.url'), 'no failure shown');
    expect(errorOf(el, 'rcs.card.media.url')).to.equal('Upload of drop.png failed: storage quota exceeded');

    const pasted = new DataTransfer();
    pasted.items.add(png('pasted.png'));
    input(el, 'rcs.card.media.url').dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, cancelable: true, composed: true }),
    );
    await waitUntil(() => calls.length === 2, 'paste did not upload');
    expect(calls[1]!.file.name).to.equal('pasted.png');
    calls[1]!.resolve('https://cdn.example.com/pasted.png');
    await waitUntil(() => el.value.rcs!.card?.media?.url === 'https://cdn.example.com/pasted.png', 'URL not filled');
    expect($$(el, '.upload [role="status"]')).to.have.length(0);
  });

  it('checkFile and extensionOf: MIME type first, then the name', () => {
    const rules = { extensions: ['jpg', 'jpeg', 'png'], maxBytes: 10 };
    expect(extensionOf(new File([], 'x.JPEG'))).to.equal('jpg');
    expect(extensionOf(new File([], 'noext', { type: 'image/png' }))).to.equal('png');
    expect(checkFile(new File(['12345'], 'a.png'), rules)).to.equal(undefined);
    expect(checkFile(new File(['x'.repeat(11)], 'a.png'), rules)).to.deep.equal({
      kind: 'size',
      size: 11,
      maxBytes: 10,
    });
    expect(checkFile(new File([''], 'a.gif'), rules)).to.deep.equal({ kind: 'type', allowed: rules.extensions });
  });
});
