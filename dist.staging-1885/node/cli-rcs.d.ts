export interface RcsCliIO {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
    env: Record<string, string | undefined>;
    /** The fetch the client uses (tests pass an in-process sandbox). */
    fetch?: typeof fetch;
}
/** A usage mistake: exit code 2. */
export declare class RcsUsageError extends Error {
}
export declare const RCS_HELP = "parley links create --url URL [--expires-at ISO] [--sender SENDER]\nparley links get LINK_ID\nparley links update LINK_ID [--url URL] [--expires-at ISO|never]\nparley test-agent create --name NAME [--description TEXT] [--logo-url URL] [--color #RRGGBB] [--email E] [--website URL] [--phone E164]\nparley test-agent whitelist AGENT_ID --phone E164\nparley test-agent status AGENT_ID [--phone E164]\n  common: --base-url URL (default http://127.0.0.1:4010/api), --api-key KEY (default $PARLEY_API_KEY or the sandbox key), --json";
/** Runs `parley links …` or `parley test-agent …`; resolves to the exit code (0, 1 service/network failure, 2 usage). */
export declare function rcsCommand(command: 'links' | 'test-agent', args: string[], io: RcsCliIO): Promise<number>;
