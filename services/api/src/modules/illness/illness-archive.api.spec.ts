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
let director: SignedIn;
let guardian: SignedIn;
let familyId: number;

beforeAll(async () => {
  gateway = await startTestApp();
  const ds = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(new Date('2026-11-23T15:30:00Z'));
  const acorns = await createDaycare(ds, 'Little Acorns');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  const liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  familyId = emma.familyId;
  director = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email);
  const sarah = await createGuardian(ds, acorns.id, familyId);
  guardian = await signIn(gateway, sarah.email);
  const report = (childId: number, symptoms: string[], extra: Record<string, unknown> = {}) =>
    gateway.request({ method: 'POST', url: '/api/illness/create', payload: { childId, symptoms, noticedAt: '2026-11-23T09:15:00-05:00', ...extra }, headers: director.headers });
  expect((await report(emma.id, ['fever', 'cough'], { temperatureC: 38.6, sentHomeAt: '2026-11-23T10:00:00-05:00', pickedUpBy: 'Sarah Thompson' })).statusCode).toBe(200);
  expect((await report(liam.id, ['rash'])).statusCode).toBe(200);
  await ds.query(`UPDATE "user" SET language = 'pt-BR' WHERE id = $1`, [sarah.id]);
});

afterAll(async () => {
  await gateway.close();
});

const download = (session: SignedIn) => downloadArchive(gateway, session, familyId);


describe("the family's archive", () => {
  it("holds the family's illness reports as records, and not another family's", async () => {
    const { illnessReports } = JSON.parse((await download(director)).readAsText('family.json'));
    expect(illnessReports).toEqual([expect.objectContaining({ child: 'Emma Thompson', symptoms: 'fever cough', temperatureC: 38.6, pickedUpBy: 'Sarah Thompson', returnRule: 'fever' })]);
  });

  it("holds each child's illness reports as a PDF in the downloader's language", async () => {
    const english = await pdfText(archiveFile(await download(director), 'files/illness-reports/Illness reports Emma Thompson.pdf'));
    expect(english).toContain('Fever, cough, noticed');
    expect(english).toContain('Temperature 38.6 °C');
    expect(english).toContain('24 hours after the last sign of fever');
    const portuguese = await pdfText(archiveFile(await download(guardian), 'files/illness-reports/Relatos de doença Emma Thompson.pdf'));
    expect(portuguese).toContain('Febre, tosse, notado em');
    expect(portuguese).toContain('24 horas depois do último sinal de febre');
  });
});
