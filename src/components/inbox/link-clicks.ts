/**
 * Click counts of short links in outbound messages, loaded on first use: the first time the open
 * thread shows an outbound message with a URL and the token has `links:read`. It defines `<parley-link-stats>` and
 * finds which URLs are the team's short links (`POST /tools/url/list`, matched by `shortUrl`, whatever the short-link
 * host is), so the inbox can show one click-count button per link.
 */
import './first-screen.js';
import '../../link-stats.js';
import type { ApiTransport } from '../../api/transport.js';
import { listLinks } from '../../api/links-agents.js';

/** Pages read at most per lookup (100 links each): the newest links come first, and messages link recent ones. */
const MAX_PAGES = 10;

/** `shortUrl` → `linkId` of the team's short links. */
export async function shortLinkIds(api: ApiTransport): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await listLinks(api, { pageSize: 100, cursor });
    for (const link of result.data) ids.set(link.shortUrl, link.linkId);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return ids;
}
