/**
 * What the README's snippets leave to the reader, declared so the snippets compile as they are written (see
 * test/readme-blocks.ts). Typed, not `any`: a snippet that misuses the package still fails.
 */
import type { Express } from 'express';

declare global {
  /** Your own session lookup. */
  function getSession(request: Request): Promise<{ userId: string; allowedSenders: string[] } | null>;
  /** Your own database. */
  const db: {
    answers: { upsert(id: string, data: unknown): Promise<void>; insert(row: unknown): Promise<void> };
    messages: {
      setStatus(id: string, status: string, fallback?: unknown): Promise<void>;
      update(id: string, status: string): Promise<void>;
    };
  };
  function notifyLaunch(campaign: string, launches: unknown): Promise<void>;
  /** Your Redis client (node-redis v4). */
  const redis: {
    set(key: string, value: string, options: { NX: true; PX: number }): Promise<string | null>;
    del(key: string): Promise<number>;
  };
  /** Your Express app. */
  const app: Express;
  /** React state setters and your error reporting. */
  function setThread(conversationId: string): void;
  function report(error: unknown): void;
  /** `@vitejs/plugin-vue` in a vite.config.ts excerpt. */
  function vue(options: { template?: { compilerOptions?: { isCustomElement?: (tag: string) => boolean } } }): unknown;
  /** A `<parley-composer>` of your page. */
  const composer: import('@parley/embeds').ParleyComposer;
}
