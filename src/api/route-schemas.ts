/**
 * The routes' response schemas, loaded with the first call that needs them (in parallel with its request), so each
 * element's bundle carries only the schemas of the routes it calls: the form never ships the message schemas, the
 * inbox never ships the form schemas. Each set is built once per page; a module the element imports anyway adds no
 * chunk. The conversation routes' loader is `conversation-list.ts`'s, the list being an inbox's first-screen route.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export const messageSchemas = once(async () => {
  const [{ Page }, m] = await Promise.all([import('../schemas/common.js'), import('../schemas/messages.js')]);
  return { Message: m.Message, MessagePage: Page(m.Message), ValidationResult: m.ValidationResult };
});

export const formSchemas = once(() => import('../schemas/forms.js'));

/** A route's path segment: an id as the service spells it, escaped. */
export const segment = (id: string) => encodeURIComponent(id);
