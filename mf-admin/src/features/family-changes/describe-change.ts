// What a change by a family says in words: one line for each thing that changed, such as
// "Allergy added: Peanuts (severe)" or "Pick-up person added: Margaret Silva (Grandmother)".
import type { AllergySeverity, FamilyChangeDto, PhoneDto } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { formatPhone } from '@daycare/ui';
import { useT } from '../../i18n';

type T = ReturnType<typeof useT>;
type Fields = Record<string, unknown>;

interface Allergy {
  label: string;
  severity: AllergySeverity;
}

interface Medication {
  label: string;
}

/** The fields a family changes, as the form that changed them names them. */
const FIELDS = [
  'firstName', 'lastName', 'preferredName', 'birthDate', 'gender', 'languages', 'routines', 'comforters', 'dietaryNeeds', 'notes',
  'line', 'city', 'province', 'postalCode', 'name', 'grade', 'bus', 'doctorName', 'doctorPhone', 'healthCardNumber', 'conditions',
  'employer', 'workPhone', 'workAddress', 'mobile', 'home', 'work', 'email', 'relation', 'language', 'relations', 'receivesInvoices', 'accountHolder',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

const isPhone = (value: unknown): value is PhoneDto => typeof value === 'object' && value !== null && 'number' in value && 'country' in value;
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function valueText(t: T, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('familyChanges.empty');
  if (typeof value === 'boolean') return value ? t('familyChanges.yes') : t('familyChanges.no');
  if (isPhone(value)) return formatPhone(value);
  if (isDay(value)) return formatDate(value);
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? value.join(', ') || t('familyChanges.empty') : t('familyChanges.updated');
  return String(value);
}

/** Items of a list (allergies, medications) added, changed (same name, other details) and removed. */
function listLines<Item extends { label: string }>(before: unknown, after: unknown, line: (kind: 'Added' | 'Changed' | 'Removed', item: Item) => string): string[] {
  const old = (Array.isArray(before) ? before : []) as Item[];
  const now = (Array.isArray(after) ? after : []) as Item[];
  const same = (a: Item, b: Item) => JSON.stringify(a) === JSON.stringify(b);
  const named = (items: Item[], item: Item) => items.find((other) => other.label.toLowerCase() === item.label.toLowerCase());
  return [
    ...now.filter((item) => !named(old, item)).map((item) => line('Added', item)),
    ...now.filter((item) => { const previous = named(old, item); return previous && !same(previous, item); }).map((item) => line('Changed', item)),
    ...old.filter((item) => !named(now, item)).map((item) => line('Removed', item)),
  ];
}

function medicalLines(t: T, { before, after }: { before: Fields; after: Fields }): string[] {
  const severity = (allergy: Allergy) => t(`children.severity.${allergy.severity}`).toLowerCase();
  const lines = [
    ...listLines<Allergy>(before.allergies, after.allergies, (kind, allergy) =>
      kind === 'Removed' ? t('familyChanges.lines.allergyRemoved', { label: allergy.label }) : t(`familyChanges.lines.allergy${kind}`, { label: allergy.label, severity: severity(allergy) })),
    ...listLines<Medication>(before.medications, after.medications, (kind, medication) => t(`familyChanges.lines.medication${kind}`, { label: medication.label })),
  ];
  if ('immunisations' in after) lines.push(t('familyChanges.lines.immunisations'));
  const rest = Object.keys(after).filter((key) => !['allergies', 'medications', 'immunisations'].includes(key));
  return [...lines, ...fieldLines(t, before, after, rest)];
}

/** A new call order of the child's contacts, by their names; or a contact's role for the child: given (empty before), taken away (empty after) or changed. */
function roleLines(t: T, subject: string, { before, after }: { before: Fields; after: Fields }): string[] {
  if (Array.isArray(after.callOrder)) {
    return [t('familyChanges.lines.callOrder', { before: valueText(t, before.callOrder), after: valueText(t, after.callOrder) })];
  }
  const name = { name: subject };
  const given = !Object.keys(before).length;
  const taken = !Object.keys(after).length;
  if (given) return [t(after.mayPickUp ? 'familyChanges.lines.pickupAdded' : after.emergency ? 'familyChanges.lines.emergencyAdded' : 'familyChanges.lines.contactAdded', name)];
  if (taken) return [t(before.mayPickUp ? 'familyChanges.lines.pickupRemoved' : 'familyChanges.lines.contactRemoved', name)];
  const lines: string[] = [];
  if ('mayPickUp' in after) lines.push(t(after.mayPickUp ? 'familyChanges.lines.pickupAdded' : 'familyChanges.lines.pickupRemoved', name));
  if ('emergency' in after) lines.push(t(after.emergency ? 'familyChanges.lines.emergencyAdded' : 'familyChanges.lines.emergencyRemoved', name));
  return lines;
}

function fieldLines(t: T, before: Fields, after: Fields, keys: string[] = Object.keys(after)): string[] {
  return keys.map((key) =>
    t('familyChanges.lines.field', { field: isField(key) ? t(`familyChanges.fields.${key}`) : key, before: valueText(t, before[key]), after: valueText(t, after[key]) }),
  );
}

/** The words for each thing a change by a family changed; details of a guardian or contact name whose they are. */
export function useDescribeChange(): (change: FamilyChangeDto) => string[] {
  const t = useT();
  return ({ part, subject, changes }) => {
    const diff = { before: changes.before as Fields, after: changes.after as Fields };
    if (part === 'medical') return medicalLines(t, diff);
    if (part === 'pickup' || part === 'contacts') return roleLines(t, subject.label, diff);
    const lines = fieldLines(t, diff.before, diff.after);
    return subject.kind === 'child' ? lines : lines.map((line) => t('familyChanges.lines.of', { subject: subject.label, line }));
  };
}
