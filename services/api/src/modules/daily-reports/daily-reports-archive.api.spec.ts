import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { createChild, createGuardian, createRoom } from '../../../test/people-factories';
import { archiveFile, downloadArchive } from '../../../test/family-archive';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;
let ds: DataSource;
let director: SignedIn;
let guardian: SignedIn;
let familyId: number;

beforeAll(async () => {
  gateway = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  ds = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(new Date('2026-11-20T21:00:00Z'));
  const acorns = await createDaycare(ds, 'Little Acorns');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  const liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  familyId = emma.familyId;
  director = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email);
  const record = async (body: object) => (await gateway.request({ method: 'POST', url: '/api/dailyreport/create', payload: body, headers: director.headers })).json();
  await record({ childIds: [emma.id, liam.id], kind: 'meal', meal: 'lunch', portion: 'all', at: '2026-11-20T12:00:00-05:00' });
  const [nap] = await record({ childIds: [emma.id], kind: 'nap', at: '2026-11-20T12:40:00-05:00' });
  await gateway.request({ method: 'POST', url: '/api/dailyreport/sleepCheck', payload: { napId: nap.id, position: 'back', breathing: true, at: '2026-11-20T12:55:00-05:00' }, headers: director.headers });
  await gateway.request({ method: 'POST', url: '/api/dailyreport/wake', payload: { entryId: nap.id, until: '2026-11-20T14:05:00-05:00' }, headers: director.headers });
  const [held] = await record({ childIds: [emma.id], kind: 'note', note: 'Held back from the family', at: '2026-11-20T15:00:00-05:00' });
  await gateway.request({ method: 'POST', url: '/api/dailyreport/hold', payload: { entryId: held.id, held: true }, headers: director.headers });
  const sarah = await createGuardian(ds, acorns.id, familyId);
  await ds.query(`UPDATE "user" SET language = 'pt-BR' WHERE id = $1`, [sarah.id]);
  guardian = await signIn(gateway, sarah.email);
});

afterAll(async () => {
  await gateway.close();
});

const download = (session: SignedIn) => downloadArchive(gateway, session, familyId);

describe("the family's archive", () => {
  it("holds the family's entries and sleep checks as records, without held entries or another family's", async () => {
    const zip = await download(director);
    const { dailyReports, sleepChecks } = JSON.parse(zip.readAsText('family.json'));
    expect(dailyReports.map((entry: { kind: string; child: string }) => `${entry.child} ${entry.kind}`)).toEqual(['Emma Thompson meal', 'Emma Thompson nap']);
    expect(dailyReports[0]).toMatchObject({ meal: 'lunch', portion: 'all', recordedBy: expect.any(String), day: '2026-11-20' });
    expect(sleepChecks).toEqual([expect.objectContaining({ child: 'Emma Thompson', position: 'back', breathing: true })]);
    expect(zip.readAsText('dailyReports.csv')).not.toContain('Held back');
  });

  it("holds each child's reports as a PDF, day by day, in the downloader's language", async () => {
    const english = await pdfText(archiveFile(await download(director), 'files/daily-reports/Emma Thompson daily reports.pdf'));
    expect(english).toContain('Daily reports Emma Thompson · Little Acorns');
    expect(english).toContain('Friday, November 20, 2026');
    expect(english).toContain('12:00 PM Lunch: ate all');
    expect(english).toContain('12:40 PM Nap until 2:05 PM');
    expect(english).not.toContain('Held back');
    const portuguese = await pdfText(archiveFile(await download(guardian), 'files/daily-reports/Relatórios diários de Emma Thompson.pdf'));
    expect(portuguese).toContain('Relatórios diários');
    expect(portuguese).toContain('Almoço: comeu tudo');
  });
});
