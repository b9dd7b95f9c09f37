import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { createChild, createGuardian, createRoom, createStaff } from '../../../test/people-factories';
import { archiveFile, downloadArchive } from '../../../test/family-archive';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;
let ds: DataSource;
let director: SignedIn;
let guardian: SignedIn;
let familyId: number;

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  gateway = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  ds = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(new Date('2026-11-20T18:05:00Z'));
  const acorns = await createDaycare(ds, 'Little Acorns');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  const liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  familyId = emma.familyId;
  director = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email);
  const staff = await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id, roles: ['MEDICATIONS'] })).email);
  const sarah = await createGuardian(ds, acorns.id, familyId);
  guardian = await signIn(gateway, sarah.email);
  const liamsGuardian = await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email);
  const terms = { name: 'Amoxicillin', dose: '5 ml', route: 'oral', startsOn: '2026-11-19', endsOn: '2026-11-26', expiresOn: '2027-03-01', asNeeded: false, times: ['13:00'] };
  const authorise = async (session: SignedIn, childId: number, name: string) =>
    (await gateway.request({ method: 'POST', url: '/api/medication/create', payload: { ...terms, childId, name, signedName: 'Parent', signature: SIGNATURE }, headers: session.headers })).json();
  const amoxicillin = await authorise(guardian, emma.id, 'Amoxicillin');
  await authorise(liamsGuardian, liam.id, 'Ibuprofen');
  const given = await gateway.request({ method: 'POST', url: '/api/medication/give', payload: { intervalId: amoxicillin.intervals[0].id, amount: '5 ml' }, headers: staff.headers });
  expect(given.statusCode).toBe(200);
  await ds.query(`UPDATE "user" SET language = 'pt-BR' WHERE id = $1`, [sarah.id]);
});

afterAll(async () => {
  await gateway.close();
});

const download = (session: SignedIn) => downloadArchive(gateway, session, familyId);


describe("the family's archive", () => {
  it("holds the family's doses as records, and not another family's", async () => {
    const { medicationDoses } = JSON.parse((await download(director)).readAsText('family.json'));
    expect(medicationDoses).toEqual([expect.objectContaining({ amount: '5 ml', givenBy: 'Daniel Okafor', witness: null })]);
  });

  it("holds each child's medication record as a PDF in the downloader's language", async () => {
    const english = await pdfText(archiveFile(await download(director), 'files/medications/Medication Emma Thompson.pdf'));
    expect(english).toContain('Medication record');
    expect(english).toContain('Amoxicillin: 5 ml, by mouth');
    expect(english).toContain('Authorised and signed by Parent');
    expect(english).toContain('Daniel Okafor');
    expect(english).not.toContain('Ibuprofen');
    const portuguese = await pdfText(archiveFile(await download(guardian), 'files/medications/Medicação Emma Thompson.pdf'));
    expect(portuguese).toContain('Registro de medicação');
    expect(portuguese).toContain('Amoxicillin: 5 ml, por via oral');
  });
});
