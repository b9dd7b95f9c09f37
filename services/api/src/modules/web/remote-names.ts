/** The four role apps the shell loads at run time, each served under /remotes/<name>/. */
export const REMOTE_NAMES = ['guardian', 'admin', 'tablet', 'super'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
