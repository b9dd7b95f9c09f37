import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { mailsTo } from '../../../test/mailbox';
import { createChild, createGuardian, createRoom } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { JobsService } from '../jobs';
import { DAILY_SUMMARY_QUEUE, DAILY_SUMMARY_SCHEDULE } from './daily-summary.job';
import { DailySummaryService } from './daily-summary.service';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
let director: SignedIn;
let summaries: DailySummaryService;
let emma: { id: number; familyId: number };
let noah: { id: number };
let liam: { id: number; familyId: number };
let sarah: { email: string; id: number };
let carlos: { email: string; id: number };
let quietFamilyGuardian: { email: string };

/** Friday 20 November in Toronto. */
const MORNING = new Date('2026-11-20T14:00:00Z');
const at = (localTime: string) => `2026-11-20T${localTime}:00-05:00`;

beforeAll(async () => {
  gateway = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  summaries = gateway.app.get(DailySummaryService);
  clock.set(MORNING);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  noah = await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: emma.familyId });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  const quiet = await createChild(ds, acorns.id, { firstName: 'Ava', lastName: 'Quiet', homeRoomId: toddlers.id });
  sarah = await createGuardian(ds, acorns.id, emma.familyId);
  carlos = await createGuardian(ds, acorns.id, liam.familyId);
  await ds.query(`UPDATE "user" SET first_name = 'Carlos', language = 'pt-BR' WHERE id = $1`, [carlos.id]);
  quietFamilyGuardian = await createGuardian(ds, acorns.id, quiet.familyId);
  director = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email);
});

afterAll(async () => {
  await gateway.close();
});

async function record(body: Record<string, unknown>): Promise<number[]> {
  const response = await gateway.request({ method: 'POST', url: '/api/dailyreport/create', payload: body, headers: director.headers });
  expect(response.statusCode).toBe(200);
  return response.json().map((entry: { id: number }) => entry.id);
}

it("e-mails each family's day once, after 18:00 in the daycare's time zone, in each guardian's language, without held entries", async () => {
  clock.set(new Date('2026-11-20T20:00:00Z'));
  await record({ childIds: [emma.id, noah.id, liam.id], kind: 'meal', meal: 'lunch', portion: 'most', at: at('12:00'), mood: 'happy' });
  await record({ childIds: [emma.id], kind: 'nap', at: at('12:45'), until: at('14:10') });
  await record({ childIds: [noah.id], kind: 'meal', meal: 'bottle', bottleMl: 180, at: at('10:00') });
  await record({ childIds: [liam.id], kind: 'movement', movement: 'diaper', result: 'wet', at: at('11:00') });
  const [held] = await record({ childIds: [emma.id], kind: 'note', note: 'A bump on the knee, told at pick-up', at: at('15:00') });
  await gateway.request({ method: 'POST', url: '/api/dailyreport/hold', payload: { entryId: held, held: true }, headers: director.headers });

  clock.set(new Date('2026-11-20T22:50:00Z')); // 17:50
  expect(await summaries.sendDue()).toBe(0);
  clock.set(new Date('2026-11-20T23:05:00Z')); // 18:05
  expect(await summaries.sendDue()).toBe(2);
  clock.set(new Date('2026-11-20T23:20:00Z'));
  expect(await summaries.sendDue()).toBe(0);

  const [english] = await mailsTo(ds, sarah.email);
  expect(english.subject).toBe("Emma and Noah's day at Little Acorns");
  expect(english.textBody).toContain('Here is Friday, November 20 at Little Acorns');
  expect(english.textBody).toContain('Emma\n  12:00 PM  Lunch: ate most · happy\n  12:45 PM  Nap until 2:10 PM');
  expect(english.textBody).toContain('Noah\n  10:00 AM  Bottle: 180 ml\n  12:00 PM  Lunch: ate most · happy');
  expect(english.textBody).not.toContain('bump on the knee');
  const [portuguese] = await mailsTo(ds, carlos.email);
  expect(portuguese.subject).toBe('O dia de Liam na Little Acorns');
  expect(portuguese.textBody).toContain('Olá, Carlos!');
  expect(portuguese.textBody).toContain('Liam\n  11:00  Fralda: xixi\n  12:00  Almoço: comeu quase tudo · feliz');
  expect(await mailsTo(ds, quietFamilyGuardian.email)).toEqual([]);
});

it('runs every quarter of an hour through the job queue', async () => {
  expect(await gateway.app.get(JobsService).scheduleOf(DAILY_SUMMARY_QUEUE)).toEqual(DAILY_SUMMARY_SCHEDULE);
});
