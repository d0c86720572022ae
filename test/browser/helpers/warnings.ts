/**
 * Lit's development build warns on the console, once per element and page, when an update is requested while one
 * completes (https://lit.dev/msg/change-in-update): the same state rendered twice. A test that renders a first
 * screen reads those warnings here; they are still printed.
 */
export function watchRenderWarnings(): { twice(): string[]; stop(): void } {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
    warn.apply(console, args);
  };
  return {
    twice: () => warnings.filter((w) => w.includes('change-in-update')),
    stop: () => {
      console.warn = warn;
    },
  };
}
