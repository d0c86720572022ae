export interface ResourceIO {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
    env: Record<string, string | undefined>;
    /** The fetch the client uses (tests pass the in-process sandbox's). */
    fetch?: typeof fetch;
    /** Waits between progress polls of `blasts send --wait` (tests pass a fake). */
    sleep?: (ms: number) => Promise<void>;
}
export declare class ResourceUsageError extends Error {
}
export declare const RESOURCE_HELP = "parley contacts list [--query Q] [--tag TAG] [--audience ID] [--page-size N] [--cursor C] [--all]\nparley contacts get ID\nparley contacts create --phone +14155550123 [--name N] [--email E] [--tags a,b] [--description D] [--audiences a,b]\nparley contacts update ID [--name N] [--email E] [--tags a,b] [--description D] [--audiences a,b]   (\"\" clears)\nparley contacts delete ID\nparley audiences list [--query Q] | get ID | create --name N [--description D] | update ID [--name N] [--description D] | delete ID\nparley audiences add ID CONTACT_ID\u2026 | remove ID CONTACT_ID\u2026\nparley blasts send sms|mms|rcs --audience ID --from SENDER [--text T] [--media URL,URL] [--rcs JSON]\n                   [--fallback-from PHONE --fallback-text T] [--at ISO_TIME] [--idempotency-key K] [--wait]\nparley blasts list [--status SCHEDULED|SENDING|COMPLETED|CANCELLED] [--audience ID] [--all]\nparley blasts cancel ID\n  common: --base-url URL (or PARLEY_BASE_URL; default http://127.0.0.1:4010/api)\n          --api-key KEY (or PARLEY_API_KEY; default the sandbox's key)   --json (print the service's JSON)";
/** Runs `parley contacts|audiences|blasts …`; resolves to the exit code (0 ok, 1 the service refused, 2 usage). */
export declare function resourceCommand(command: 'contacts' | 'audiences' | 'blasts', args: string[], io: ResourceIO): Promise<number>;
