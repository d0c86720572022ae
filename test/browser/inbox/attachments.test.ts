/**
 * Attachments in the reply box: the host's `uploadHandler` turns a File into a URL; files come
 * from the paperclip's picker, a drop or a paste, are checked (type, size, count) before upload, previewed with
 * progress, errors (Retry) and remove buttons, and sent as MMS media, or RCS media for an RCS agent's thread.
 * The picker itself is the operating system's dialog: the test hands its input a FileList, as the dialog would.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UploadHandler } from '../../../src/components/inbox/reply-attachments.js';
import { inboxState } from './harness.js';
import { accessibleEverywhere, shots } from './looks.js';
import { isLong, mount, openThread, settle, type Mounted } from './helpers.js';

async function png(name: string, colour = '#0f766e'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const g = canvas.getContext('2d')!;
  g.fillStyle = colour;
  g.fillRect(0, 0, 120, 80);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

function filesOf(...files: File[]): DataTransfer {
  const dt = new DataTransfer();
  for (const file of files) dt.items.add(file);
  return dt;
}

/** An upload the test completes or fails by hand; resolved URLs are what a storage service would answer. */
function manualUploads() {
  const calls: { file: File; resolve: (url: string) => void; reject: (e: Error) => void }[] = [];
  const handler: UploadHandler = (file) => new Promise((resolve, reject) => calls.push({ file, resolve, reject }));
  return { calls, handler };
}

describe('<parley-inbox> reply attachments', () => {
  beforeEach(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('parley:draft:inbox-')) localStorage.removeItem(key);
  });

  it('without uploadHandler there is no paperclip', async () => {
    const m = await mount();
    await openThread(m, isLong);
    expect(m.$('[part~="attach-button"]')).to.equal(null);
  });

  it('picks, checks, previews and uploads files, shows progress and errors in place, and sends them as MMS media', async () => {
    const m = await mount();
    const uploads = manualUploads();
    m.el.uploadHandler = uploads.handler;
    await openThread(m, isLong);
    expect(m.$('[part~="attach-button"]')!.getAttribute('aria-label')).to.equal('Attach files');
    const input = m.$<HTMLInputElement>('#reply-files')!;
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    input.files = filesOf(await png('latte.png'), await png('beans.png', '#b45309'), exe, huge).files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => m.$$('[part~="attachment"]').length === 2, 'two previews');
    expect(
      uploads.calls.map((c) => c.file.name),
      'only the acceptable files are uploaded',
    ).to.deep.equal(['latte.png', 'beans.png']);
    const refused = m.$('.attach-refused')!.textContent!;
    expect(refused).to.contain('setup.exe cannot be sent');
    expect(refused).to.contain('huge.jpg is larger than 5 MB.');
    await waitUntil(() => m.$$('[part~="attachment"] img').length === 2, 'two thumbnails', { timeout: 10_000 });
    expect(m.$$('[part~="attachment"]').every((a) => a.dataset.state === 'uploading')).to.equal(true);
    expect(m.$('[part~="attachment"] [role="status"]')!.textContent).to.equal('Uploading…');
    expect(m.$<HTMLButtonElement>('[part~="send-button"]')!.disabled, 'no send while uploading').to.equal(true);

    uploads.calls[0]!.resolve('https://cdn.example.com/u/latte.png');
    uploads.calls[1]!.reject(new Error('storage quota exceeded'));
    await waitUntil(() => m.$('[part~="attachment"][data-state="error"]'), 'the failed upload');
    await m.el.updateComplete;
    expect(m.$('[part~="attachment"][data-state="error"] [role="alert"]')!.textContent).to.equal('Upload failed');
    expect(m.el.shadowRoot!.textContent).to.not.contain('quota');
    await settle(m);
    await shots(m, 'inbox-attachments');
    await accessibleEverywhere(m, () => m.$('[part~="attach-button"]')!.getAttribute('aria-label') === 'إرفاق ملفات');

    // Retry the failed one, then remove it instead.
    m.$<HTMLButtonElement>('[part~="attachment"][data-state="error"] .link-btn')!.click();
    await waitUntil(() => uploads.calls.length === 3, 'uploaded again');
    m.$<HTMLButtonElement>('[part~="attachment"][data-state="uploading"] [part~="attachment-remove"]')!.click();
    await m.el.updateComplete;
    expect(m.$$('[part~="attachment"]').length).to.equal(1);

    m.$<HTMLTextAreaElement>('[part~="reply-input"]')!.focus();
    await sendKeys({ type: 'Your latte, as promised' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(
      () => inboxState(m.el).thread!.messages.some((x) => x.mediaUrls?.includes('https://cdn.example.com/u/latte.png')),
      'the MMS sent',
      { timeout: 10_000 },
    );
    const sent = inboxState(m.el).thread!.messages.find((x) =>
      x.mediaUrls?.includes('https://cdn.example.com/u/latte.png'),
    )!;
    expect(sent.type).to.equal('MMS');
    expect(sent.text).to.equal('Your latte, as promised');
    await m.el.updateComplete;
    expect(m.$$('[part~="attachment"]').length, 'the strip is cleared').to.equal(0);
  });

  it('takes files dropped on or pasted into the reply box; an RCS thread takes one image, sent as RCS media with the text', async () => {
    const m = await mount();
    m.el.uploadHandler = async (file) => `https://cdn.example.com/u/${file.name}`;
    await openThread(m, (c) => c.senderType === 'rcs_agent' && !c.optedOut);
    const form = m.$('[part~="composer"]')!;
    const dt = filesOf(await png('menu.png'));
    form.dispatchEvent(
      new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true, composed: true }),
    );
    await m.el.updateComplete;
    expect(form.classList.contains('dropping')).to.equal(true);
    expect(m.$('.drop-hint')!.textContent).to.equal('Drop files to attach them');
    form.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true, composed: true }));
    await waitUntil(() => m.$('[part~="attachment"][data-state="done"]'), 'the dropped file uploaded');
    expect(form.classList.contains('dropping')).to.equal(false);

    const box = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: filesOf(await png('second.png')), bubbles: true, cancelable: true }),
    );
    await waitUntil(() => m.$('.attach-refused'), 'the second file refused');
    expect(m.$('.attach-refused')!.textContent).to.equal('At most 1 files per message.');
    expect(m.$$('[part~="attachment"]').length).to.equal(1);

    box.focus();
    await sendKeys({ type: 'Our new menu' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(
      () =>
        inboxState(m.el).thread!.messages.some((x) => x.rcs?.card?.media?.url === 'https://cdn.example.com/u/menu.png'),
      'the RCS card sent',
      { timeout: 10_000 },
    );
    const sent = inboxState(m.el).thread!.messages.find(
      (x) => x.rcs?.card?.media?.url === 'https://cdn.example.com/u/menu.png',
    )!;
    expect(sent.type).to.equal('RCS');
    expect(sent.rcs!.card!.description).to.equal('Our new menu');
  });

  it('says why at once when the very first file picked is refused', async () => {
    const m = await mount();
    const uploads = manualUploads();
    m.el.uploadHandler = uploads.handler;
    await openThread(m, isLong);
    const input = m.$<HTMLInputElement>('#reply-files')!;
    input.files = filesOf(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })).files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => m.$('.attach-refused'), 'the first refused file explained', { timeout: 10_000 });
    expect(m.$('.attach-refused')!.textContent).to.contain('setup.exe cannot be sent');
    expect(m.$('.attach-refused')!.getAttribute('role')).to.equal('alert');
    expect(uploads.calls.length).to.equal(0);
    await settle(m);
    await shots(m, 'inbox-first-file-refused');
  });
});
