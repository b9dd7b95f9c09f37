import type { AuditEntryDto } from '@daycare/api-client';

type Entry = Pick<AuditEntryDto, 'action' | 'actor' | 'impersonator' | 'target' | 'targetName' | 'detail'>;

/** Words for the writes that name no entry of their own (recorded as "METHOD /api/path"). */
const WRITES: Record<string, (target: string) => string> = {
  'POST /api/daycare/changeCenter': (target) => `changed centre to ${target}`,
  'POST /api/tablet/updateAttendance': () => 'signed someone in or out',
  'POST /api/tablet/movePeople': () => 'moved people to another room',
  'POST /api/user/setTheme': () => 'changed their colour theme',
  'POST /api/user/setPin': () => 'set their tablet PIN',
  'POST /api/onmyway/readOmw': () => 'marked an on-my-way notice read',
  'POST /api/onmyway/deleteOmw': () => 'deleted an on-my-way notice',
  'POST /api/auth/logout': () => 'signed out',
};

/** Words for the entries the gateway records by name. */
const EVENTS: Record<string, (target: string, code: string) => string> = {
  'sign-in': () => 'signed in',
  'sessions.end': (target) => `ended every session of ${target}`,
  'role.grant': (target, code) => `gave ${target} the ${code} role`,
  'role.revoke': (target, code) => `took the ${code} role from ${target}`,
  'role.guardian-update': (target) => `changed the roles of ${target}`,
  'admin.add': (target) => `made ${target} an admin`,
  'access.grant': (target) => `let ${target} into the centre`,
  'account.register': () => 'registered an account',
  'account.password-reset': () => 'reset their password',
  'feature-control.update': () => "changed the centre's features",
  deny: () => 'was refused an action',
};

const VERBS: Record<string, string> = { POST: 'saved a change to', PUT: 'saved a change to', PATCH: 'saved a change to', DELETE: 'deleted from' };

/** "/api/schedule/create" reads "schedules": the area of the product a write touched. */
function areaOf(path: string): string {
  const area = path.split('/')[2] ?? 'the centre';
  return area.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function described(entry: Entry): string {
  const target = entry.targetName ?? entry.target ?? 'someone';
  const code = String((entry.detail as { code?: unknown } | null)?.code ?? 'a');
  const event = EVENTS[entry.action] ?? WRITES[entry.action];
  if (event) return event(target, code);
  const [method, path = ''] = entry.action.split(' ');
  return `${VERBS[method] ?? 'did something in'} ${areaOf(path)}`;
}

/**
 * What happened, in a sentence with the person's name: "Margaret Chen changed centre to Maple
 * Grove Child Care". The raw record stays beside it for whoever needs the exact action.
 */
export function auditSentence(entry: Entry): string {
  if (entry.action === 'sign-in.failed') return entry.targetName ? `A sign-in as ${entry.targetName} failed` : 'A sign-in failed';
  const actor = entry.actor?.name ?? 'Someone';
  if (entry.action === 'impersonation.start') return `${entry.impersonator?.name ?? 'Someone'} started acting as ${actor}`;
  if (entry.action === 'impersonation.stop') return `${entry.impersonator?.name ?? 'Someone'} stopped acting as ${actor}`;
  const sentence = `${actor} ${described(entry)}`;
  return entry.impersonator ? `${sentence} (${entry.impersonator.name}, acting as ${actor})` : sentence;
}
