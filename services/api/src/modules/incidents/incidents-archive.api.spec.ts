import { UserType } from '@daycare/shared';
import sharp from 'sharp';
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
let incidentId: number;

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
  const report = async (childId: number, summary: string) =>
    (await gateway.request({
      method: 'POST',
      url: '/api/incident/create',
      payload: { childId, occurredAt: '2026-11-20T10:15:00-05:00', summary, location: 'Playground', injuries: [{ x: 0.4, y: 0.85, side: 'front', label: 'Graze' }], witnesses: [] },
      headers: director.headers,
    })).json().id;
  incidentId = await report(emma.id, 'Grazed her knee on the slide.');
  await report(liam.id, 'Another family’s fall.');
  const sarah = await createGuardian(ds, acorns.id, familyId);
  await ds.query(`UPDATE "user" SET language = 'pt-BR' WHERE id = $1`, [sarah.id]);
  guardian = await signIn(gateway, sarah.email);
  const stroke = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><path d="M5 50 L195 10" stroke="black" stroke-width="3"/></svg>')).png().toBuffer();
  await gateway.request({ method: 'POST', url: '/api/incident/sign', payload: { incidentId, name: 'Sarah Thompson', signature: `data:image/png;base64,${stroke.toString('base64')}` }, headers: guardian.headers });
  await gateway.request({ method: 'POST', url: '/api/incident/amend', payload: { incidentId, text: 'No swelling the next morning.' }, headers: director.headers });
});

afterAll(async () => {
  await gateway.close();
});

const download = (session: SignedIn) => downloadArchive(gateway, session, familyId);


describe("the family's archive", () => {
  it("holds the family's reports and amendments as records, with who signed, and not another family's", async () => {
    const { incidents, incidentAmendments } = JSON.parse((await download(director)).readAsText('family.json'));
    expect(incidents).toEqual([
      expect.objectContaining({ id: incidentId, child: 'Emma Thompson', summary: 'Grazed her knee on the slide.', status: 'signed', signedName: 'Sarah Thompson', injuries: 'front (0.40, 0.85): Graze' }),
    ]);
    expect(incidentAmendments).toEqual([expect.objectContaining({ incidentId, text: 'No swelling the next morning.' })]);
  });

  it("holds each report as a PDF in the downloader's language", async () => {
    const english = await pdfText(archiveFile(await download(director), `files/incidents/Incident report Emma Thompson 2026-11-20 ${incidentId}.pdf`));
    expect(english).toContain('Grazed her knee on the slide.');
    expect(english).toContain('Signed by Sarah Thompson');
    expect(english).toContain('No swelling the next morning.');
    const portuguese = await pdfText(archiveFile(await download(guardian), `files/incidents/Relatório de ocorrência Emma Thompson 2026-11-20 ${incidentId}.pdf`));
    expect(portuguese).toContain('Relatório de ocorrência');
    expect(portuguese).toContain('Assinado por Sarah Thompson');
  });
});
