/**
 * Composer layout: the editor column beside the phone previews (stacked when narrow), field, list and chip rules.
 * Colours come from the shared `--parley-*` tokens through the private `--_*` properties of `baseStyles`.
 */
import { css } from 'lit';

export const composerStyles = css`
  :host {
    --_phone-w: var(--parley-composer-phone-width, 300px);
    --_bubble: var(--parley-composer-bubble-background, var(--_bg));
    --_sms: var(--parley-composer-sms-bubble-background, #1a7f37);
    --_chip: var(--parley-composer-chip-color, var(--_primary));
    --_warn: var(--parley-color-warning, #875a00);
    container-type: inline-size;
  }
  :host([theme='dark']) {
    --_warn: var(--parley-color-warning, #e3b341);
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      --_warn: var(--parley-color-warning, #e3b341);
    }
  }
  .base {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
    padding: 0.75rem;
  }
  @container (min-width: 720px) {
    .base {
      grid-template-columns: minmax(0, 1fr) calc(var(--_phone-w) + 1.5rem);
    }
    .previews {
      grid-column: 2;
      grid-row: 1 / span 2;
      align-self: start;
      position: sticky;
      top: 0;
    }
  }
  .form {
    display: grid;
    gap: 0.75rem;
    min-width: 0;
  }
  .content {
    display: grid;
    gap: 0.6rem;
  }
  fieldset {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    margin: 0;
    padding: 0.6rem 0.75rem 0.75rem;
    display: grid;
    gap: 0.6rem;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    padding: 0 0.3em;
  }
  .kind {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
  }
  .field {
    display: grid;
    gap: 0.2rem;
    grid-template-columns: 1fr auto;
  }
  .field > label {
    font-weight: 500;
  }
  .field > input,
  .field > textarea,
  .field > select,
  .field > .hint,
  .field > .error-text {
    grid-column: 1 / -1;
  }
  .field > .counter {
    grid-row: 1;
    grid-column: 2;
  }
  textarea {
    resize: vertical;
    min-height: 4.5em;
  }
  [aria-invalid='true'] {
    border-color: var(--_error);
  }
  .hint,
  .counter,
  .muted {
    color: var(--_muted);
    font-size: 0.86em;
  }
  .counter {
    font-variant-numeric: tabular-nums;
  }
  .counter.over {
    color: var(--_error);
    font-weight: 600;
  }
  .error-text {
    margin: 0;
    font-size: 0.9em;
  }
  .header p {
    margin: 0;
  }
  .check {
    display: flex;
    gap: 0.5em;
    align-items: center;
  }
  .item {
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    padding: 0.5rem 0.6rem;
    display: grid;
    gap: 0.5rem;
    background: var(--_surface);
  }
  .item-head {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  .tools {
    margin-inline-start: auto;
    display: flex;
    gap: 0.25rem;
  }
  .btn.icon {
    min-width: 32px;
    padding: 0.2em 0.5em;
  }
  .btn.add {
    justify-self: start;
  }
  .cards {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.6rem;
  }
  .handle {
    cursor: grab;
    user-select: none;
    color: var(--_muted);
    padding: 0 0.2em;
  }
  .row {
    display: flex;
    gap: 0.4rem;
    align-items: end;
  }
  .row > .field {
    flex: 1;
  }
  .upload {
    grid-column: 1 / -1;
    margin-top: 0.2rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
  }
  .upload progress {
    flex: 1 1 8rem;
    accent-color: var(--_primary);
  }
  .channel,
  .confirmed {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
  }
  .status {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
  }
  .cost {
    margin: 0;
  }
  .link {
    border: 0;
    background: none;
    padding: 0;
    color: inherit;
    text-decoration: underline;
  }
  .errors ul {
    margin: 0.2em 0 0;
    padding-inline-start: 1.2em;
  }
  /* previews */
  .previews {
    display: grid;
    gap: 0.75rem;
    justify-items: center;
    align-content: start;
  }
  .phone {
    margin: 0;
    width: min(100%, var(--_phone-w));
    border: 1px solid var(--_border);
    border-radius: 22px;
    padding: 0.6rem;
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
  /* Long texts are cut in the preview (the counters say how long they are); the phone would scroll. */
  .bubble,
  .p-body > p {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--parley-composer-preview-lines, 14);
    overflow: hidden;
  }
  .p-body > strong {
    display: block;
  }
  .bubble {
    padding: 0.45rem 0.7rem;
  }
  .bubble.media-only {
    padding: 0;
    width: 85%;
  }
  .bubble.sms {
    background: var(--_sms);
    color: #fff;
    justify-self: start;
  }
  .p-card {
    width: 85%;
  }
  .p-body {
    padding: 0.45rem 0.7rem;
  }
  .p-body p {
    margin: 0.2em 0 0;
    font-size: 0.92em;
  }
  .media {
    width: 100%;
    background: var(--_border);
  }
  .media img:not([hidden]) {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .media.short {
    height: 70px;
  }
  .media.medium {
    height: 120px;
  }
  .media.tall {
    height: 180px;
  }
  .carousel {
    display: flex;
    gap: 0.4rem;
    overflow-x: auto;
    width: 100%;
    scroll-snap-type: x mandatory;
  }
  .carousel .p-card {
    flex: 0 0 70%;
    scroll-snap-align: start;
  }
  .carousel .p-card.small {
    flex-basis: 52%;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    padding: 0.3rem 0.5rem 0.5rem;
  }
  .screen > .chips {
    padding: 0;
  }
  .chip {
    border: 1px solid var(--_chip);
    color: var(--_chip);
    border-radius: 999px;
    padding: 0.15em 0.7em;
    font-size: 0.86em;
    background: var(--_bg);
  }
  .scheduled ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.4rem;
  }
  .scheduled li {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
    border-bottom: 1px solid var(--_border);
    padding-bottom: 0.4rem;
  }
  .sch-main {
    display: grid;
    min-width: 0;
  }
  .sch-what {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .scheduled h3 {
    margin: 0 0 0.4rem;
    font-size: 1em;
  }
`;
