/** Styles of `<parley-agent-identity>`: on the shared `--parley-*` tokens, light and dark, right-to-left aware. */
import { css } from 'lit';

export const agentIdentityStyles = css`
  :host {
    display: block;
  }
  .identity {
    display: flex;
    align-items: center;
    gap: 0.6rem;
  }
  .logo[hidden] {
    display: none;
  }
  .logo {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
    flex: none;
    background: var(--parley-agent-identity-logo-background, var(--_agent-color, var(--_primary)));
  }
  .initial {
    display: grid;
    place-items: center;
    font-weight: 600;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .name {
    font-weight: 600;
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
  .verified {
    width: 1em;
    height: 1em;
    fill: var(--parley-agent-identity-verified, #1a73e8);
  }
  :host([theme='dark']) .verified {
    fill: var(--parley-agent-identity-verified, #8ab4f8);
  }
  .description {
    color: var(--_muted);
    margin: 0;
    font-size: 0.9em;
  }
  .launches-title {
    font-weight: bold;
    font-size: 0.85em;
    margin: 0.6rem 0 0.2rem;
    color: var(--_muted);
  }
  /* Each carrier is as wide as its words, side by side: a wide element shows them all on one line and a narrow one
     wraps whole carriers, never "Carrier / C" in a fixed column beside empty ones. */
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 1.5rem;
  }
  li {
    flex: 0 1 auto;
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5rem;
    font-size: 0.9em;
  }
  li > span {
    white-space: nowrap;
  }
  .state-LAUNCHED {
    color: var(--_success);
  }
  .state-PENDING,
  .state-NOT_LAUNCHED {
    color: var(--_muted);
  }
  .warning {
    margin: 0.5rem 0 0;
    padding: 0.4rem 0.6rem;
    border-inline-start: 3px solid var(--parley-agent-identity-warning, #b45309);
    background: var(--_surface);
    font-size: 0.9em;
  }
  .error {
    color: var(--_error);
  }
  .muted {
    color: var(--_muted);
  }
`;
