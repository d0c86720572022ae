/**
 * Reply attachments under the README's Content Security Policy (`img-src 'self' https: data:`), set here by a meta
 * tag as a host page would: a `blob:` image is refused there, so the preview must still render (naturalWidth > 0).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { UploadHandler } from '../../../src/components/inbox/reply-attachments.js';
import { isLong, mount, openThread } from './helpers.js';

async function png(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 200;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#0f766e';
  g.fillRect(0, 0, 300, 200);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Whether an image at `src` loads on this page. */
const loads = (src: string) =>
  new Promise<boolean>((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img.naturalWidth > 0);
    img.onerror = () => resolve(false);
    img.src = src;
  });

describe('<parley-inbox> reply attachments under the README CSP', () => {
  before(() => {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "img-src 'self' https: data:";
    document.head.prepend(meta);
  });

  it('renders the thumbnail of a picked image (a blob: URL would be blocked here)', async () => {
    const file = await png('latte.png');
    // The policy is in force: the object URL the preview once used does not load on this page.
    const objectUrl = URL.createObjectURL(file);
    expect(await loads(objectUrl), 'blob: images are blocked by this CSP').to.equal(false);
    URL.revokeObjectURL(objectUrl);

    const m = await mount();
    const handler: UploadHandler = () => new Promise(() => {});
    m.el.uploadHandler = handler;
    await openThread(m, isLong);
    const input = m.$<HTMLInputElement>('#reply-files')!;
    const dt = new DataTransfer();
    dt.items.add(file);
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
    const thumb = () => m.$<HTMLImageElement>('[part~="attachment"] img');
    await waitUntil(thumb, 'the thumbnail', { timeout: 10_000 });
    await waitUntil(() => thumb()!.complete, 'decoded', { timeout: 10_000 });
    expect(thumb()!.src.startsWith('data:image/png'), thumb()!.src.slice(0, 30)).to.equal(true);
    expect(thumb()!.naturalWidth, 'it renders').to.be.greaterThan(0);
    // Drawn at the size the 56 px box needs on a 2× screen, not the photo's.
    expect(Math.min(thumb()!.naturalWidth, thumb()!.naturalHeight)).to.equal(112);
    await expect(m.el).to.be.accessible();
  });
});
