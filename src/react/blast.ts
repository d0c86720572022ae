/**
 * `@parley/embeds/react/blast`: `<parley-blast>` as a React component.
 * Importing this module registers `<parley-blast>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 *
 * @example
 * ```tsx
 * import { ParleyBlast } from '@parley/embeds/react/blast';
 *
 * <ParleyBlast tokenUrl="/parley-token" onParleyBlastSent={(e) => show(e.detail)} />
 * ```
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { ParleyBlast as ElementClass, type BlastDetail, type BlastSendDetail } from '../blast.js';
import { BLAST_EVENTS, eventProps } from '../events/index.js';

export type { BlastDetail, BlastSendDetail };

/** `<parley-blast>` as a React component. */
export const ParleyBlast = createComponent({
  tagName: 'parley-blast',
  elementClass: ElementClass,
  react: React,
  displayName: 'ParleyBlast',
  events: eventProps(BLAST_EVENTS),
});
