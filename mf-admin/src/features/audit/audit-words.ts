import type { AuditEntryDto } from '@daycare/api-client';
import { t } from '../../i18n';
import { roleLabel } from '../user-roles/role-words';

type Entry = Pick<AuditEntryDto, 'action' | 'actor' | 'impersonator' | 'target' | 'targetName' | 'detail'>;

/** What a sentence names: who acted, on whom or what, and the role of a role change. */
interface Names {
  actor: string;
  target: string;
  code: string;
}

/** Sentences for the writes that name no entry of their own (recorded as "METHOD /api/path"). */
const WRITES: Record<string, (names: Names) => string> = {
  'POST /api/daycare/changeCenter': (names) => t('audit.writes.changeCenter', { ...names }),
  'POST /api/tablet/updateAttendance': (names) => t('audit.writes.updateAttendance', { ...names }),
  'POST /api/tablet/movePeople': (names) => t('audit.writes.movePeople', { ...names }),
  'POST /api/user/setTheme': (names) => t('audit.writes.setTheme', { ...names }),
  'POST /api/user/setPin': (names) => t('audit.writes.setPin', { ...names }),
  'POST /api/onmyway/readOmw': (names) => t('audit.writes.readOmw', { ...names }),
  'POST /api/onmyway/deleteOmw': (names) => t('audit.writes.deleteOmw', { ...names }),
  'POST /api/auth/logout': (names) => t('audit.writes.logout', { ...names }),
};

/** Sentences for the entries the gateway records by name. */
const EVENTS: Record<string, (names: Names) => string> = {
  'sign-in': (names) => t('audit.events.signIn', { ...names }),
  'sessions.end': (names) => t('audit.events.sessionsEnd', { ...names }),
  'role.grant': (names) => t('audit.events.roleGrant', { ...names }),
  'role.revoke': (names) => t('audit.events.roleRevoke', { ...names }),
  'role.guardian-update': (names) => t('audit.events.guardianRoles', { ...names }),
  'admin.add': (names) => t('audit.events.adminAdd', { ...names }),
  'access.grant': (names) => t('audit.events.accessGrant', { ...names }),
  'account.register': (names) => t('audit.events.register', { ...names }),
  'account.password-reset': (names) => t('audit.events.passwordReset', { ...names }),
  'feature-control.update': (names) => t('audit.events.features', { ...names }),
  deny: (names) => t('audit.events.deny', { ...names }),
};

/** The areas of the product the gateway's addresses name, with a word for each in the catalogue. */
const AREAS = [
  'absence', 'account', 'admin', 'appversion', 'attendance', 'audit', 'auth', 'chartdata', 'daycare', 'health', 'medical',
  'onmyway', 'register', 'remotes', 'room', 'schedule', 'tablet', 'tags', 'user', 'userrole',
] as const;
type Area = (typeof AREAS)[number];
const isArea = (word: string): word is Area => (AREAS as readonly string[]).includes(word);

/** "/api/schedule/create" reads "schedule": the area of the product a write touched. */
function areaOf(path: string): string {
  const area = path.split('/')[2];
  if (!area) return t('audit.theCentre');
  const key = area.toLowerCase();
  return isArea(key) ? t(`audit.areas.${key}`) : area.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The role a role change names, in the reader's language. */
function roleOf(detail: Entry['detail']): string {
  const code = (detail as { code?: unknown } | null)?.code;
  return code === undefined || code === null ? t('audit.aRole') : roleLabel(String(code));
}

function described(entry: Entry, actor: string): string {
  const names: Names = {
    actor,
    target: entry.targetName ?? entry.target ?? t('audit.someoneElse'),
    code: roleOf(entry.detail),
  };
  const event = EVENTS[entry.action] ?? WRITES[entry.action];
  if (event) return event(names);
  const [method, path = ''] = entry.action.split(' ');
  const area = areaOf(path);
  if (method === 'DELETE') return t('audit.verbs.deleted', { actor, area });
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') return t('audit.verbs.saved', { actor, area });
  return t('audit.verbs.other', { actor, area });
}

/**
 * What happened, in a sentence with the person's name: "Margaret Chen changed centre to Maple
 * Grove Child Care". The raw record stays beside it for whoever needs the exact action.
 */
export function auditSentence(entry: Entry): string {
  if (entry.action === 'sign-in.failed') return entry.targetName ? t('audit.signInFailedAs', { name: entry.targetName }) : t('audit.signInFailed');
  const actor = entry.actor?.name ?? t('audit.someone');
  const impersonator = entry.impersonator?.name ?? t('audit.someone');
  if (entry.action === 'impersonation.start') return t('audit.impersonationStart', { impersonator, actor });
  if (entry.action === 'impersonation.stop') return t('audit.impersonationStop', { impersonator, actor });
  const sentence = described(entry, actor);
  return entry.impersonator ? t('audit.actingAs', { sentence, impersonator: entry.impersonator.name, actor }) : sentence;
}
