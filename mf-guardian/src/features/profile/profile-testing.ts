// The family's two guardians as GET /api/guardian/byId answers Sarah, who is signed in.
import type { ChildRecordDto, GuardianRecordDto } from '@daycare/api-client';

/** Sarah's own record: she sees her address, employment and custody notes and changes them; the account details are directors'. */
export const SARAH_SELF: GuardianRecordDto = {
  id: 4, firstName: 'Sarah', lastName: 'Thompson', label: 'Sarah Thompson', email: 'parent@demo.test', language: 'en', photoUrl: null, familyId: 5,
  phones: { mobile: { country: 'US', number: '4165550123' }, home: null, work: { country: 'BR', number: '1133334444' } },
  relations: [{ child: { id: 1, label: 'Emma Thompson' }, relation: 'mother' }, { child: { id: 2, label: 'Noah Thompson' }, relation: 'mother' }],
  accountHolder: true, receivesInvoices: true,
  address: { line: '12 Oak Street', city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6' },
  employment: { employer: 'Maple Bank', workPhone: { country: 'US', number: '4165550100' }, workAddress: '100 King Street West' },
  custodyNotes: 'Shared custody; see the court order in the office file',
  account: null, canSeePrivate: true, canEdit: true,
};

/** The family's other guardian, as Sarah reads him: names, phones and relations only, nothing to change. */
export const DAVID: GuardianRecordDto = {
  id: 8, firstName: 'David', lastName: 'Thompson', label: 'David Thompson', email: 'david@demo.test', language: 'pt-BR', photoUrl: null, familyId: 5,
  phones: { mobile: { country: 'BR', number: '11987654321' }, home: null, work: null },
  relations: [{ child: { id: 1, label: 'Emma Thompson' }, relation: 'father' }, { child: { id: 2, label: 'Noah Thompson' }, relation: 'father' }],
  accountHolder: false, receivesInvoices: false, address: null, employment: null, custodyNotes: null, account: null, canSeePrivate: false, canEdit: false,
};

export const NOT_FOUND = () => Response.json({ statusCode: 404, message: 'This guardian was not found' }, { status: 404 });

/** Who GET /api/guardian/byId answers, by the id asked for; any other id is another family's. */
export const guardianById = ({ url }: { url: URL }) => ({ 4: SARAH_SELF, 8: DAVID })[Number(url.searchParams.get('guardianId')) as 4 | 8] ?? NOT_FOUND();

/** Emma's record lists the family's guardians. */
export const EMMA_GUARDIANS: Pick<ChildRecordDto, 'id' | 'guardians'> = {
  id: 1, guardians: [{ id: 4, label: 'Sarah Thompson', email: 'parent@demo.test' }, { id: 8, label: 'David Thompson', email: 'david@demo.test' }],
};
