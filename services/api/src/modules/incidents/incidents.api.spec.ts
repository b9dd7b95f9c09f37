import { UserType } from '@daycare/shared';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { connectHub, hubUserOfSession, type HubClient, settle, startListeningGateway, stopAll, type ListeningGateway } from '../../../test/hub/hub-clients';
import { mailsTo } from '../../../test/mailbox';
import { pdfText } from '../../../test/pdf-text';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { openFamilyStream as openStream } from '../../../test/hub/family-stream';
import { type SignedIn, signIn } from '../../../test/sessions';
import { multipartForm } from '../files/images/multipart-form';
import { phonePhoto } from '../files/images/test-images';
import type { IncidentDto, IncidentSummaryDto } from './dto/incident.dto';
import { IncidentNotices } from './incident-notices.service';
import { ALREADY_SIGNED, SIGNED_CANNOT_CHANGE } from './incidents.service';

let gateway: ListeningGateway;
let ds: DataSource;
let clock: ClockService;
type Persona = 'director' | 'staff' | 'roleless' | 'babiesStaff' | 'guardian' | 'otherGuardian' | 'tablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;
let emma: CreatedChild;
let liam: CreatedChild;
let sarah: { id: number; email: string; label: string };
const hubClients: HubClient[] = [];

/** 10:45 in Toronto. */
const NOW = new Date('2026-11-20T15:45:00Z');
const FELL = '2026-11-20T10:15:00-05:00';
const TOLD = '2026-11-20T10:30:00-05:00';

let signature: string;
let blankSignature: string;

beforeAll(async () => {
  gateway = await startListeningGateway({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  clock.set(NOW);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const babies = await createRoom(ds, acorns.id, 'Babies');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  sarah = await createGuardian(ds, acorns.id, emma.familyId);
  const staff = (roomId: number, roles: ['INCIDENTS'] | [] = ['INCIDENTS']) => createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId, roles });
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, (await staff(toddlers.id)).email),
    roleless: await signIn(gateway, (await staff(toddlers.id, [])).email),
    babiesStaff: await signIn(gateway, (await staff(babies.id)).email),
    guardian: await signIn(gateway, sarah.email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
  const stroke = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 60" stroke="black" stroke-width="3" fill="none"/></svg>');
  signature = `data:image/png;base64,${(await sharp(stroke).png().toBuffer()).toString('base64')}`;
  const empty = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  blankSignature = `data:image/png;base64,${empty.toString('base64')}`;
});

afterAll(async () => {
  await stopAll(hubClients);
  await gateway.close();
});

afterEach(async () => {
  await stopAll(hubClients);
  await ds.query(`DELETE FROM child_incident`);
  await ds.query(`DELETE FROM email_outbox`);
  clock.set(NOW);
});

const call = (persona: Persona, method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}) =>
  gateway.request({
    method,
    url: `/api/incident/${path}`,
    ...(method === 'POST' ? { payload: data } : { query: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])) }),
    headers: sessions[persona].headers,
  });

const report = (overrides: Record<string, unknown> = {}) => ({
  childId: emma.id,
  occurredAt: FELL,
  summary: 'Tripped on the climbing frame steps and grazed her knee.',
  location: 'Playground, climbing frame',
  injuries: [{ x: 0.62, y: 0.8, side: 'front', label: 'Graze on the left knee' }],
  firstAid: 'Cleaned with water, ice pack for 10 minutes.',
  witnesses: ['Daniel Okafor'],
  told: { guardianId: sarah.id, how: 'phone', at: TOLD },
  ...overrides,
});

async function reported(overrides: Record<string, unknown> = {}): Promise<IncidentDto> {
  const response = await call('staff', 'POST', 'create', report(overrides));
  expect(response.json()).toMatchObject({ id: expect.any(Number) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const incidentCount = async () => Number((await ds.query(`SELECT count(*) AS n FROM child_incident`))[0].n);
/** The open incident count the people lists show for Emma. */
const openCount = async () => (await gateway.request({ method: 'GET', url: '/api/tablet/childrenList', headers: sessions.tablet.headers })).json().find((child: { id: number }) => child.id === emma.id).incident;
const sign = (incidentId: number, overrides: Record<string, unknown> = {}) => call('guardian', 'POST', 'sign', { incidentId, name: 'Sarah Thompson', signature, ...overrides });

describe('reporting', () => {
  it('records what happened, where, the body map, first aid, witnesses and who was told, raising the open count', async () => {
    expect(await openCount()).toBe(0);
    const incident = await reported();
    expect(incident).toMatchObject({
      child: { id: emma.id, label: 'Emma Thompson' },
      occurredAt: new Date(FELL).toISOString(),
      location: 'Playground, climbing frame',
      injuries: [{ x: 0.62, y: 0.8, side: 'front', label: 'Graze on the left knee' }],
      witnesses: ['Daniel Okafor'],
      told: { guardian: { id: sarah.id, label: sarah.label }, how: 'phone', at: new Date(TOLD).toISOString() },
      reportedBy: { label: 'Daniel Okafor' },
      status: 'open',
      signature: null,
      amendments: [],
      canEdit: true,
      canSign: false,
    });
    expect(await openCount()).toBe(1);
    const [audit] = await ds.query(`SELECT action FROM audit_log WHERE target = $1`, [`incident:${incident.id}`]);
    expect(audit.action).toBe('incident.create');
  });

  it('e-mails the child’s guardians at once', async () => {
    await reported();
    const [mail] = await mailsTo(ds, sarah.email);
    expect(mail.subject).toBe('Incident report for Emma Thompson at Little Acorns');
    expect(mail.textBody).toContain('Tripped on the climbing frame steps');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const bad = [
      { occurredAt: '2026-11-20T12:00:00-05:00' },
      { occurredAt: '2026-10-01T10:00:00-05:00' },
      { injuries: [{ x: 1.5, y: 0.2, side: 'front', label: 'Bump' }] },
      { injuries: [{ x: 0.5, y: 0.2, side: 'top', label: 'Bump' }] },
      { summary: '   ' },
      { witnesses: [''] },
      { told: { guardianId: sarah.id, how: 'phone', at: '2026-11-20T10:00:00-05:00' } },
      { told: { guardianId: sessions.otherGuardian.user.id, how: 'phone', at: TOLD } },
      { told: { guardianId: sarah.id, how: 'pigeon', at: TOLD } },
      { colour: 'red' },
    ];
    for (const overrides of bad) {
      const response = await call('staff', 'POST', 'create', report(overrides));
      expect({ overrides, status: response.statusCode }).toEqual({ overrides, status: 400 });
    }
    expect(await incidentCount()).toBe(0);
  });

  it('is for staff of the child’s room and directors with the incidents role', async () => {
    expect((await call('roleless', 'POST', 'create', report())).statusCode).toBe(403);
    expect((await call('guardian', 'POST', 'create', report())).statusCode).toBe(403);
    expect((await call('tablet', 'POST', 'create', report())).statusCode).toBe(403);
    expect((await call('babiesStaff', 'POST', 'create', report())).statusCode).toBe(404);
    expect((await call('mapleDirector', 'POST', 'create', report())).statusCode).toBe(404);
    expect(await incidentCount()).toBe(0);
    expect((await call('director', 'POST', 'create', report())).statusCode).toBe(200);
  });
});

describe('reading', () => {
  it('shows a report to the daycare side and the child’s family only; another’s id answers 404', async () => {
    const incident = await reported();
    expect((await call('director', 'GET', 'byId', { incidentId: incident.id })).statusCode).toBe(200);
    const guardianView = await call('guardian', 'GET', 'byId', { incidentId: incident.id });
    expect(guardianView.json()).toMatchObject({ id: incident.id, canSign: true, canEdit: false, canAmend: false });
    for (const persona of ['otherGuardian', 'babiesStaff', 'mapleDirector'] as const) {
      expect((await call(persona, 'GET', 'byId', { incidentId: incident.id })).statusCode).toBe(404);
      expect((await call(persona, 'GET', 'pdf', { incidentId: incident.id })).statusCode).toBe(404);
    }
    expect((await call('tablet', 'GET', 'byId', { incidentId: incident.id })).statusCode).toBe(403);
  });

  it('lists the outstanding reports: the daycare’s for directors, their children’s for staff, their own for guardians', async () => {
    const emmas = await reported();
    const liams = await reported({ childId: liam.id, told: null });
    const ids = async (persona: Persona) => ((await call(persona, 'GET', 'outstanding')).json() as IncidentSummaryDto[]).map((incident) => incident.id).sort();
    expect(await ids('director')).toEqual([emmas.id, liams.id].sort());
    expect(await ids('staff')).toEqual([emmas.id, liams.id].sort());
    expect(await ids('babiesStaff')).toEqual([]);
    expect(await ids('guardian')).toEqual([emmas.id]);
    expect(await ids('otherGuardian')).toEqual([liams.id]);
    expect(await ids('mapleDirector')).toEqual([]);
    expect((await sign(emmas.id)).statusCode).toBe(200);
    expect(await ids('director')).toEqual([liams.id]);
    expect(await ids('guardian')).toEqual([]);
  });

  it('lists a child’s reports, newest first', async () => {
    const first = await reported();
    const second = await reported({ occurredAt: '2026-11-20T10:40:00-05:00', told: null });
    const list: IncidentSummaryDto[] = (await call('guardian', 'GET', 'child', { childId: emma.id })).json();
    expect(list.map((incident) => incident.id)).toEqual([second.id, first.id]);
    expect((await call('otherGuardian', 'GET', 'child', { childId: emma.id })).statusCode).toBe(404);
  });
});

describe('signing', () => {
  it('records the typed name, the drawn signature, the time and the address, and lowers the open count', async () => {
    const incident = await reported();
    clock.set(new Date('2026-11-20T22:05:00Z'));
    const response = await gateway.request({
      method: 'POST',
      url: '/api/incident/sign',
      payload: { incidentId: incident.id, name: 'Sarah Thompson', signature },
      headers: sessions.guardian.headers,
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'signed',
      signedAt: '2026-11-20T22:05:00.000Z',
      signature: { by: { id: sarah.id }, name: 'Sarah Thompson', at: '2026-11-20T22:05:00.000Z', ip: '203.0.113.7', image: signature },
      canSign: false,
      canEdit: false,
    });
    expect(await openCount()).toBe(0);
  });

  it('needs a name and a drawn signature, from a guardian of the child, once', async () => {
    const incident = await reported();
    expect((await sign(incident.id, { name: ' ' })).statusCode).toBe(400);
    expect((await sign(incident.id, { name: undefined })).statusCode).toBe(400);
    expect((await sign(incident.id, { signature: undefined })).statusCode).toBe(400);
    expect((await sign(incident.id, { signature: 'data:image/png;base64,AAAA' })).statusCode).toBe(400);
    expect((await sign(incident.id, { signature: blankSignature })).json().message).toBe('signature is empty; draw your signature');
    expect((await call('director', 'POST', 'sign', { incidentId: incident.id, name: 'Dana', signature })).statusCode).toBe(403);
    expect((await call('otherGuardian', 'POST', 'sign', { incidentId: incident.id, name: 'Lan', signature })).statusCode).toBe(404);
    expect(await openCount()).toBe(1);
    expect((await sign(incident.id)).statusCode).toBe(200);
    const again = await sign(incident.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ALREADY_SIGNED);
  });
});

describe('after signing', () => {
  it('refuses a change with the reason and leaves the report as signed', async () => {
    const incident = await reported();
    await sign(incident.id);
    const response = await call('staff', 'POST', 'update', { ...report({ summary: 'Something else' }), childId: undefined, incidentId: incident.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SIGNED_CANNOT_CHANGE);
    expect((await call('director', 'GET', 'byId', { incidentId: incident.id })).json().summary).toBe(incident.summary);
  });

  it('appends dated amendments with who wrote them', async () => {
    const incident = await reported();
    await sign(incident.id);
    clock.set(new Date('2026-11-21T14:00:00Z'));
    const response = await call('director', 'POST', 'amend', { incidentId: incident.id, text: 'The bruise had faded by the next morning.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'signed',
      summary: incident.summary,
      amendments: [{ text: 'The bruise had faded by the next morning.', addedBy: { label: expect.stringContaining('Admin') }, addedAt: '2026-11-21T14:00:00.000Z' }],
    });
    expect((await call('guardian', 'POST', 'amend', { incidentId: incident.id, text: 'No' })).statusCode).toBe(403);
    expect((await call('mapleDirector', 'POST', 'amend', { incidentId: incident.id, text: 'No' })).statusCode).toBe(404);
  });

  it('lets a report be corrected until it is signed', async () => {
    const incident = await reported();
    const response = await call('staff', 'POST', 'update', { ...report({ location: 'Sandpit', told: null }), childId: undefined, incidentId: incident.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ location: 'Sandpit', told: null, updatedAt: NOW.toISOString() });
  });
});

describe('photos', () => {
  it('adds a photo as a signed thumbnail until the report is signed', async () => {
    const incident = await reported();
    const upload = async () => {
      const form = multipartForm({ incidentId: incident.id }, { filename: 'knee.jpg', contentType: 'image/jpeg', bytes: await phonePhoto(800, 600) });
      return gateway.request({ method: 'POST', url: '/api/incident/photo', headers: { ...sessions.staff.headers, ...form.headers }, payload: form.payload });
    };
    const response = await upload();
    expect(response.statusCode).toBe(200);
    const [photo] = (response.json() as IncidentDto).photos;
    expect(photo.thumbnailUrl).toMatch(/^\/api\/files\/\d+\/thumbnail\?/);
    expect((await gateway.request({ method: 'GET', url: photo.thumbnailUrl })).headers['content-type']).toBe('image/webp');
    await sign(incident.id);
    expect((await upload()).statusCode).toBe(400);
  });
});

describe('live', () => {
  const hubUserOf = (persona: Persona) => hubUserOfSession(sessions[persona]);

  const openFamilyStream = (persona: Persona) => openStream(gateway.baseUrl, sessions[persona].accessToken);

  it('publishes OnIncident to the daycare and the family, and OnIncidentComplete when a guardian signs', async () => {
    const director = await connectHub(gateway.baseUrl, hubUserOf('director'));
    hubClients.push(director);
    const family = await openFamilyStream('guardian');
    const otherFamily = await openFamilyStream('otherGuardian');
    try {
      const incident = await reported();
      const raised = await director.next('OnIncident');
      expect(raised.payload).toEqual({ daycareId: sessions.director.user.daycare!.id, childId: emma.id, childName: 'Emma Thompson', incidentId: incident.id, guardian: { label: sarah.label } });
      await sign(incident.id);
      expect((await director.next('OnIncidentComplete')).payload).toEqual({ daycareId: sessions.director.user.daycare!.id, childId: emma.id, incidentId: incident.id });
      await settle();
      expect(family.events.map((event) => event.name)).toEqual(['OnIncident', 'OnIncidentComplete']);
      expect(otherFamily.events).toEqual([]);
    } finally {
      family.close();
      otherFamily.close();
    }
  });
});

describe('the sign-out reminder', () => {
  it('names today’s reports the family has not signed, for whoever signs the child out', async () => {
    await reported({ occurredAt: '2026-11-19T15:00:00-05:00', told: null });
    const today = await reported();
    const handOver = async (persona: Persona) => (await call(persona, 'GET', 'handOver', { childId: emma.id })).json().incidents.map((incident: { id: number }) => incident.id);
    expect(await handOver('tablet')).toEqual([today.id]);
    expect(await handOver('director')).toEqual([today.id]);
    await sign(today.id);
    expect(await handOver('tablet')).toEqual([]);
    expect((await call('guardian', 'GET', 'handOver', { childId: emma.id })).statusCode).toBe(403);
    expect((await call('mapleDirector', 'GET', 'handOver', { childId: emma.id })).statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('e-mails the guardians a day after an unsigned report, once a day, three times at most, never once signed', async () => {
    const notices = gateway.app.get(IncidentNotices);
    await reported();
    const signedOne = await reported({ childId: liam.id, told: null });
    await ds.query(`DELETE FROM email_outbox`);
    clock.set(new Date(NOW.getTime() + 23 * 3600_000));
    expect(await notices.remindDue()).toBe(0);
    await call('otherGuardian', 'POST', 'sign', { incidentId: signedOne.id, name: 'Lan Nguyen', signature });
    for (let day = 1; day <= 4; day++) {
      clock.set(new Date(NOW.getTime() + (day * 24 + 1) * 3600_000));
      expect(await notices.remindDue()).toBe(day <= 3 ? 1 : 0);
      expect(await notices.remindDue()).toBe(0);
    }
    const mails = await mailsTo(ds, sarah.email);
    expect(mails.map((mail) => mail.subject)).toEqual(Array(3).fill('Please sign the incident report for Emma Thompson'));
  });
});

describe('the PDF', () => {
  it('prints the report with the signature, in the reader’s language', async () => {
    const incident = await reported();
    await sign(incident.id);
    const english = await call('director', 'GET', 'pdf', { incidentId: incident.id });
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(english.rawPayload);
    expect(text).toContain('Incident report');
    expect(text).toContain('Tripped on the climbing frame steps');
    expect(text).toContain('Signed by Sarah Thompson');
    await ds.query(`UPDATE "user" SET language = 'pt-BR' WHERE id = $1`, [sarah.id]);
    try {
      const portuguese = await pdfText((await call('guardian', 'GET', 'pdf', { incidentId: incident.id })).rawPayload);
      expect(portuguese).toContain('Relatório de ocorrência');
      expect(portuguese).toContain('Assinado por Sarah Thompson');
    } finally {
      await ds.query(`UPDATE "user" SET language = 'en' WHERE id = $1`, [sarah.id]);
    }
  });
});
