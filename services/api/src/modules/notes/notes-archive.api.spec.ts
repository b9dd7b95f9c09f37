import { UserType } from '@daycare/shared';
import AdmZip from 'adm-zip';
import { DataSource } from 'typeorm';
import { createDaycare, createUser } from '../../../test/factories';
import { createChild, createStaff } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;
let ds: DataSource;
let director: SignedIn;
let familyId: number;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson' });
  const liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen' });
  familyId = emma.familyId;
  const staff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor' });
  const write = (childId: number, body: string, visibility: string) =>
    ds.query(`INSERT INTO child_note (daycare_id, child_id, author_id, body, visibility) VALUES ($1, $2, $3, $4, $5)`, [acorns.id, childId, staff.id, body, visibility]);
  await write(emma.id, 'Loved the painting corner', 'family');
  await write(emma.id, 'Watch for signs of a rash', 'staff');
  await write(liam.id, 'Another family’s note', 'family');
  director = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email);
});

afterAll(async () => {
  await gateway.close();
});

describe("the family's archive", () => {
  it('holds the notes shared with the family, with child and author, and no staff-only note or other family’s', async () => {
    const res = await gateway.request({ method: 'GET', url: '/api/family/export', query: { familyId: String(familyId) }, headers: director.headers });
    expect(res.statusCode).toBe(200);
    const zip = new AdmZip(res.rawPayload);
    const notes = JSON.parse(zip.readAsText('family.json')).notes;
    expect(notes).toEqual([expect.objectContaining({ child: 'Emma Thompson', author: 'Daniel Okafor', body: 'Loved the painting corner' })]);
    const csv = zip.readAsText('notes.csv');
    expect(csv).toContain('Loved the painting corner');
    expect(csv).not.toContain('rash');
    expect(csv).not.toContain('Another family');
  });
});
