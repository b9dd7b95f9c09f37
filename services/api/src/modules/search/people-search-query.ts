import { UserType } from '@daycare/shared';

/** The query, folded as the names are (lower case, no accents). */
const QUERY = `search_fold($2::text)`;
/** The query as a LIKE fragment (its wildcards escaped), folded. */
const FRAGMENT = `search_fold($3::text)`;
/** The digits of a phone-like query, or NULL (then no phone matches). */
const DIGITS = `$4::text`;

/** What one kind of person is found by; each expression is one of the trigram indexes' (migration AddPeopleSearch). */
interface Branch {
  kind: string;
  id: string;
  label: string;
  detail: string;
  from: string;
  name: string;
  phones?: string;
  email?: string;
}

const contains = (value: string) => `${value} LIKE '%' || ${FRAGMENT} || '%'`;

/** Close in spelling (as a whole or as a word of it) or containing the query. */
const nameMatch = (name: string) => `(${name} % ${QUERY} OR ${QUERY} <% ${name} OR ${contains(name)})`;

/** Closeness, raised for a name that starts with the query, then one with a word that does, then one containing it. */
const nameScore = (name: string) => `greatest(similarity(${name}, ${QUERY}), word_similarity(${QUERY}, ${name}))
  + CASE WHEN ${name} LIKE ${FRAGMENT} || '%' THEN 1 WHEN ${name} LIKE '% ' || ${FRAGMENT} || '%' THEN 0.8 WHEN ${contains(name)} THEN 0.5 ELSE 0 END`;

const phoneMatch = (phones: string) => `${phones} LIKE '%' || ${DIGITS} || '%'`;
/** Digits typed are a stronger sign than a name's closeness. */
const PHONE_SCORE = 2;

const emailMatch = (email: string) => `(${contains(email)} OR ${QUERY} <% ${email})`;
const emailScore = (email: string) => `CASE WHEN ${email} LIKE ${FRAGMENT} || '%' THEN 1.5 WHEN ${contains(email)} THEN 1.2 ELSE word_similarity(${QUERY}, ${email}) END`;

/** A part's score when it matches, else 0. */
const scoreIf = (match: string, score: string) => `CASE WHEN ${match} THEN (${score})::real ELSE 0 END`;

/** One kind's matches, each scored by its best part; `matched` names that part. */
function select(branch: Branch): string {
  const parts = {
    name: [nameMatch(branch.name), nameScore(branch.name)],
    phone: branch.phones ? [phoneMatch(branch.phones), String(PHONE_SCORE)] : null,
    email: branch.email ? [emailMatch(branch.email), emailScore(branch.email)] : null,
  };
  const scores = Object.entries(parts).map(([by, part]) => `${part ? scoreIf(part[0], part[1]) : '0::real'} AS by_${by}`);
  const anyMatch = Object.values(parts).flatMap((part) => (part ? [part[0]] : [])).join(' OR ');
  return `SELECT kind, id, label, detail, score, CASE score WHEN by_name THEN 'name' WHEN by_phone THEN 'phone' ELSE 'email' END AS matched
    FROM (SELECT '${branch.kind}' AS kind, ${branch.id} AS id, ${branch.label} AS label, ${branch.detail} AS detail, ${scores.join(', ')}
            ${branch.from} AND (${anyMatch})) scored, greatest(by_name, by_phone, by_email) AS score`;
}

/** The names of a family's children, youngest last. */
const familyChildren = (familyId: string) =>
  `(SELECT string_agg(c.first_name || ' ' || c.last_name, ', ' ORDER BY c.birth_date, c.id) FROM child c WHERE c.family_id = ${familyId} AND c.daycare_id = $1)`;

const CHILDREN: Branch = {
  kind: 'child',
  id: `c.id`,
  label: `c.first_name || ' ' || c.last_name`,
  detail: `coalesce(r.label, '')`,
  from: `FROM child c LEFT JOIN room r ON r.id = c.home_room_id WHERE c.daycare_id = $1`,
  name: `search_fold(c.first_name || ' ' || c.last_name || coalesce(' ' || c.preferred_name, ''))`,
};

/** Guardians are found by their name, e-mail and personal phones; their private fields (address, employment, custody) never. */
const GUARDIANS: Branch = {
  kind: 'guardian',
  id: `u.id`,
  label: `u.first_name || ' ' || u.last_name`,
  detail: `coalesce(${familyChildren('u.family_id')}, '')`,
  from: `FROM "user" u JOIN family f ON f.id = u.family_id WHERE f.daycare_id = $1 AND u.type = ${UserType.User}`,
  name: `search_fold(u.first_name || ' ' || u.last_name)`,
  phones: `(coalesce(u.mobile_phone, '') || ' ' || coalesce(u.home_phone, ''))`,
  email: `u.email`,
};

const CONTACTS: Branch = {
  kind: 'contact',
  id: `r.id`,
  label: `r.first_name || ' ' || r.last_name`,
  detail: `r.relation || coalesce(' · ' || ${familyChildren('r.family_id')}, '')`,
  from: `FROM contact r WHERE r.daycare_id = $1`,
  name: `search_fold(r.first_name || ' ' || r.last_name)`,
  phones: `(coalesce(r.mobile_phone, '') || ' ' || coalesce(r.home_phone, '') || ' ' || coalesce(r.work_phone, ''))`,
  email: `coalesce(r.email, '')`,
};

const STAFF: Branch = {
  kind: 'staff',
  id: `u.id`,
  label: `u.first_name || ' ' || u.last_name`,
  detail: `coalesce(r.label, '')`,
  from: `FROM user_daycare ud JOIN "user" u ON u.id = ud.user_id AND u.type = ${UserType.Staff} LEFT JOIN room r ON r.id = ud.room_id WHERE ud.daycare_id = $1`,
  name: `search_fold(u.first_name || ' ' || u.last_name)`,
  phones: `regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g')`,
  email: `u.email`,
};

/** Kinds in the order equal scores are listed. */
const KIND_ORDER = `array_position(ARRAY['child', 'guardian', 'contact', 'staff'], found.kind)`;

function statement(withStaff: boolean): string {
  const branches = [CHILDREN, GUARDIANS, CONTACTS, ...(withStaff ? [STAFF] : [])];
  return `SELECT kind, id, label, detail, matched FROM (${branches.map(select).join('\n  UNION ALL\n  ')}) found
    ORDER BY score DESC, ${KIND_ORDER}, lower(label), id LIMIT $5`;
}

/**
 * One statement for every kind: $1 the daycare, $2 the query, $3 it as a LIKE fragment, $4 its
 * digits (or NULL), $5 the limit. Staff records join only when the caller may list them.
 */
export const PEOPLE_SEARCH_SQL = { withStaff: statement(true), withoutStaff: statement(false) } as const;

/** The query as a LIKE fragment: its own % and _ and \\ are literal. */
export const likeFragment = (query: string) => query.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Digits of a query that looks like a phone number (digits with spaces, brackets, dots, dashes or a plus), at least three. */
export function phoneDigits(query: string): string | null {
  const digits = query.replace(/\D/g, '');
  return digits.length >= 3 && /^[\d\s()+.-]+$/.test(query) ? digits : null;
}
