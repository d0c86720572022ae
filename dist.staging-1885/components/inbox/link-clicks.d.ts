/**
 * Click counts of short links in outbound messages (issue 14 point 4), loaded on first use: the first time the open
 * thread shows an outbound message with a URL and the token has `links:read`. It defines `<parley-link-stats>` and
 * finds which URLs are the team's short links (`POST /tools/url/list`, matched by `shortUrl`, whatever the short-link
 * host is), so the inbox can show one click-count button per link.
 */
import '../../link-stats.js';
import type { ApiTransport } from '../../api/transport.js';
/** `shortUrl` → `linkId` of the team's short links. */
export declare function shortLinkIds(api: ApiTransport): Promise<Map<string, string>>;
