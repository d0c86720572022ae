/**
 * The previews (adopted with `later.ts`, which brings the preview itself: the first screen shows none): the phone
 * frame, its header and a text bubble, and the parts beyond a text bubble, at a phone's own sizes (1 dp drawn as 1 CSS px, `core/rbm-layout.ts`):
 * media SHORT 112 / MEDIUM 168 / TALL 264, standalone cards 256 wide, carousel cards SMALL 120 / MEDIUM 232 (the
 * carousel's row of cards is styled with its editor, `kinds/carousel.later.ts`), suggestion chips on one line.
 */
import { css } from 'lit';

export const previewPartStyles = css`
  /* the previews: phones (a frame, the agent's header, the time) with text bubbles (the first screen has none: they come with this chunk) */
  .previews {
    display: grid;
    gap: 0.75rem;
    justify-items: center;
    align-content: start;
  }
  /* "Compare Android, iPhone and SMS" and its Retry, above the previews */
  .compare-toggle {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    justify-content: center;
    width: 100%;
  }
  .phone {
    margin: 0;
    width: min(100%, var(--_phone-w));
    /* A phone: a dark bezel (outlined for dark pages) around the screen. */
    border: 10px solid #202124;
    outline: 1px solid var(--_border);
    border-radius: 36px;
    padding: 0.6rem 0.6rem 1.2rem;
    background: var(--parley-composer-preview-background, var(--_surface));
  }
  /* the phone's conversation header: the agent (or the SMS sender's number) */
  .p-head {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.35rem 0.4rem 0.5rem;
    margin: 0 -0.6rem 0.5rem;
    padding-inline: 0.9rem;
    border-bottom: 1px solid var(--_border);
    font-weight: 600;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .p-head parley-agent-identity {
    background: transparent;
  }
  .p-initial {
    display: grid;
    place-items: center;
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: var(--_primary);
    color: var(--_on-primary);
  }
  .p-time {
    justify-self: center;
    color: var(--_muted);
    font-size: 0.75em;
  }
  figcaption {
    color: var(--_muted);
    font-size: 0.8em;
    text-align: center;
    margin-bottom: 0.4rem;
  }
  .screen {
    display: grid;
    gap: 0.4rem;
    justify-items: start;
    align-content: start;
    min-height: 6rem;
  }
  .bubble,
  .p-card {
    background: var(--_bubble);
    border: 1px solid var(--_border);
    border-radius: 16px;
    max-width: 85%;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  .bubble,
  .p-body > * {
    white-space: pre-wrap;
    /* Each paragraph takes its direction from its own text, also inside the clamped (-webkit-box) bubbles. */
    unicode-bidi: plaintext;
  }
  /* Long texts are cut in the preview (the counters say how long they are); the phone would scroll. A card's texts
     are not: the layout model has cut them already (rich-card.later.ts), and the page's fonts must not cut again. */
  .bubble {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--parley-composer-preview-lines, 14);
    overflow: hidden;
  }
  .bubble {
    padding: 0.45rem 0.7rem;
  }
  .p-body > strong {
    display: block;
    font-size: 1rem;
  }
  .bubble.media-only {
    padding: 0;
    width: 256px;
    max-width: 100%;
  }
  .bubble.sms {
    background: var(--_sms);
    color: #fff;
    justify-self: start;
  }
  /* A short link's stand-in in the SMS bubble (its code is made when sent): marked as a link to come. */
  .short-link {
    text-decoration: underline dashed;
    text-underline-offset: 0.2em;
  }
  .short-link-note {
    color: var(--_muted);
    font-size: 0.75em;
  }
  .p-card {
    width: 256px;
    max-width: 100%;
    display: flex;
    flex-direction: column;
  }
  .p-card.w-medium {
    width: 232px;
  }
  .p-card.w-small {
    width: 120px;
  }
  .p-body {
    padding: 0.5rem 0.75rem;
  }
  .p-body p {
    margin: 0.15em 0 0;
    font-size: 0.875rem;
    line-height: 1.43;
  }
  .media {
    width: 100%;
    flex: none;
    background: var(--_border);
  }
  .media img:not([hidden]) {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .media.short {
    height: 112px;
  }
  .media.medium {
    height: 168px;
  }
  .media.tall {
    height: 264px;
  }
  .c-actions {
    display: grid;
    border-top: 1px solid var(--_border);
  }
  .c-action {
    padding: 0.55rem 0.75rem;
    color: var(--_chip);
    font-weight: 600;
    font-size: 0.875rem;
    text-align: center;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .c-action + .c-action {
    border-top: 1px solid var(--_border);
  }
  /* One row as on the phone; what a phone would scroll to is clipped here (a scroll region would need a tab stop). */
  .chips {
    display: flex;
    gap: 0.4rem;
    width: 100%;
    overflow: hidden;
    padding-bottom: 0.2rem;
  }
  .chip {
    flex: none;
    white-space: nowrap;
    border: 1px solid var(--_chip);
    color: var(--_chip);
    border-radius: 999px;
    padding: 0.3em 0.8em;
    font-size: 0.86em;
    background: var(--_bg);
  }
  .ic {
    margin-inline-end: 0.35em;
  }
`;
