/**
 * The page's time zone, as a device set to another reports it (`Intl.DateTimeFormat().resolvedOptions().timeZone`,
 * `Date`'s local time): the `parley-time-zone` command (web-test-runner.config.mjs) sets it for this test's page.
 * The runner reuses the page for the next file, so a test that sets one resets it after (`finally`).
 */
import { executeServerCommand } from '@web/test-runner-commands';

/** Resolves once the page reads its time zone as `zone` (an IANA id, such as `Asia/Tokyo`). */
export async function emulateTimeZone(zone: string): Promise<void> {
  await executeServerCommand('parley-time-zone', { zone });
  const seen = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (seen !== zone) throw new Error(`the page reads its time zone as ${seen}, not ${zone}`);
}

/** The machine's own time zone again. */
export async function resetTimeZone(): Promise<void> {
  await executeServerCommand('parley-time-zone-reset');
}
