/**
 * The recipients a blast did not reach (the first 100), read again whenever the blast counts another failure and
 * dropped when another blast (or none) is shown. Owns the list and re-renders its host when it arrives.
 */
import type { ReactiveControllerHost } from 'lit';
import { listBlastRecipients } from '../../api/contacts-blasts.js';
import type { ApiTransport } from '../../api/transport.js';
import type { Blast, BlastRecipient } from '../../schemas/blasts.js';

export class FailedRecipients {
  /** The list, `of` naming the blast and its failure count it was read for. */
  list: { data: BlastRecipient[]; more: boolean; of: string } | undefined;
  /** The blast shown: a list read for another one is not kept. */
  #blastId: string | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly api: () => ApiTransport,
  ) {}

  /** The blast as last heard of: its list is read again when it counts another failure. */
  show(blast: Blast): void {
    this.#blastId = blast.id;
    if (blast.failed > 0 && this.list?.of !== `${blast.id}:${blast.failed}`) void this.#load(blast);
  }

  /** No blast shown (a new send, or a new blast started): no list. */
  clear(): void {
    this.#blastId = this.list = undefined;
    this.host.requestUpdate();
  }

  async #load(blast: Blast): Promise<void> {
    const of = `${blast.id}:${blast.failed}`;
    try {
      const page = await listBlastRecipients(this.api(), blast.id, { status: 'FAILED', pageSize: 100 });
      if (this.#blastId !== blast.id) return;
      this.list = { data: page.data, more: page.nextCursor !== null, of };
      this.host.requestUpdate();
    } catch {
      // The counters still say how many failed; the list comes with the next change.
    }
  }
}
