/**
 * One upload function for both elements: the host writes `uploadHandler` once, `(file, { signal, onProgress })`, and
 * gives it to `<parley-composer>` and `<parley-inbox>`. The inbox passes the same options the composer does, shows
 * the progress the handler reports, aborts the handler's signal when the file is removed, and refuses a file by the
 * same media policy (`core/media-files.ts`): 5 MB for MMS, in decimal megabytes as the words say them.
 */
import { expect } from '@open-wc/testing';
import type { UploadHandler } from '../../../src/composer.js';
import { checkFile, MEDIA_RULES } from '../../../src/core/media-files.js';
import { waitUntil } from '../helpers/wait.js';
import { isLong, mount, openThread, settle } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';

const listOf = (...files: File[]): FileList => {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  return data.files;
};

describe('<parley-inbox> attachments share the composer’s upload handler and media policy', () => {
  it('calls the handler with { signal, onProgress }, shows the progress, and aborts it on remove', async () => {
    const m = await mount();
    const calls: { file: File; signal: AbortSignal; onProgress?: (fraction: number) => void }[] = [];
    // Typed as the composer's handler: the inbox's property takes the very same function.
    const handler: UploadHandler = (file, { signal, onProgress }) => {
      calls.push({ file, signal, onProgress });
      return new Promise(() => {});
    };
    m.el.uploadHandler = handler;
    await openThread(m, isLong);
    const input = m.$<HTMLInputElement>('#reply-files')!;
    input.files = listOf(new File([new Uint8Array(2048)], 'menu.pdf', { type: 'application/pdf' }));
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => calls.length === 1, 'the handler called');
    expect(calls[0]!.signal).to.be.instanceOf(AbortSignal);
    expect(calls[0]!.onProgress).to.be.a('function');
    const bar = () => m.$<HTMLProgressElement>('[part~="attachment"] progress');
    await waitUntil(() => bar(), 'a progress bar while uploading');
    expect(bar()!.hasAttribute('value'), 'indeterminate until the handler reports').to.equal(false);
    calls[0]!.onProgress!(0.4);
    await waitUntil(() => bar()!.value === 0.4, 'the reported progress shown');
    expect(bar()!.getAttribute('aria-label')).to.equal('Upload of menu.pdf');
    await settle(m);
    await shots(m, 'inbox-attachment-progress');
    await accessibleEverywhere(m, () => bar()!.getAttribute('aria-label') !== 'Upload of menu.pdf');
    m.$<HTMLButtonElement>('[part~="attachment-remove"]')!.click();
    await waitUntil(() => calls[0]!.signal.aborted, 'the handler’s signal aborted on remove');
  });

  it('refuses a file over 5 MB (decimal) for MMS, as the composer does', async () => {
    const m = await mount();
    m.el.uploadHandler = () => new Promise(() => {});
    await openThread(m, isLong);
    // 5.1 MB: under 5 MiB, so a binary reading of "5 MB" would have let it through in one element and not the other.
    const big = new File([new Uint8Array(5_100_000)], 'scan.pdf', { type: 'application/pdf' });
    expect(checkFile(big, MEDIA_RULES.mms)?.kind, 'the composer’s check').to.equal('size');
    const input = m.$<HTMLInputElement>('#reply-files')!;
    input.files = listOf(big);
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => m.$('.attach-refused'), 'refused');
    expect(m.$('.attach-refused')!.textContent).to.equal('scan.pdf is larger than 5 MB.');
  });
});
