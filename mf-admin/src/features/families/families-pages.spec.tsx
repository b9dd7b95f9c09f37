import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import type { FamilyDetailDto } from '@daycare/api-client';
import { mockApi, renderPage } from '../../testing';
import ChildPage from '../children/child-page';
import { EMMA, bodies } from '../children/children-testing';
import FamilyArchivePage from './family-archive-page';
import FamilyChangeCenterPage from './family-change-center-page';

const FAMILY: FamilyDetailDto = {
  id: 5, surnames: ['Thompson'], daycareId: 1, archivedOn: null, guardians: ['Sarah Thompson'],
  children: [{ id: 7, label: 'Emma Thompson', withdrawnOn: null, signedIn: false }, { id: 8, label: 'Noah Thompson', withdrawnOn: null, signedIn: false }],
};
const DAYCARES = [{ id: 1, label: 'Little Acorns' }, { id: 2, label: 'Maple Grove' }];
const badRequest = (message: string) => () => Response.json({ message }, { status: 400 });

describe('moving a family to another centre', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers the other centres, names the children before moving them, and says where the family is now', async () => {
    const calls = mockApi({
      'GET /api/family/byId': () => FAMILY,
      'GET /api/daycare/myDaycares': () => DAYCARES,
      'POST /api/daycare/changeDaycare': () => ({ familyId: 5, daycareId: 2, daycareLabel: 'Maple Grove', children: ['Emma Thompson', 'Noah Thompson'] }),
    });
    renderPage(<FamilyChangeCenterPage />, { path: '/family/change-center/5' });
    expect(await screen.findByRole('heading', { name: 'Move the Thompson family to another centre' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Little Acorns' })).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: 'Maple Grove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Move the Thompson family to Maple Grove?')).toBeTruthy();
    expect(screen.getByText('Children who move: Emma Thompson, Noah Thompson')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move to Maple Grove' }));
    expect(await screen.findByText('The Thompson family is now at Maple Grove')).toBeTruthy();
    expect(bodies(calls, 'POST /api/daycare/changeDaycare')).toEqual([{ familyId: 5, daycareId: 2 }]);
  });

  it('names the family within a Portuguese sentence', async () => {
    mockApi({ 'GET /api/family/byId': () => FAMILY, 'GET /api/daycare/myDaycares': () => DAYCARES });
    renderPage(<FamilyChangeCenterPage />, { path: '/family/change-center/5' });
    await screen.findByRole('heading', { name: 'Move the Thompson family to another centre' });
    await act(() => setLanguage('pt-BR'));
    try {
      expect(screen.getByRole('heading', { name: 'Mudar a família Thompson para outra creche' })).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("shows the server's refusal, such as a child still signed in", async () => {
    mockApi({ 'GET /api/family/byId': () => FAMILY, 'GET /api/daycare/myDaycares': () => DAYCARES, 'POST /api/daycare/changeDaycare': badRequest('Sign Emma Thompson out first') });
    renderPage(<FamilyChangeCenterPage />, { path: '/family/change-center/5' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Maple Grove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to Maple Grove' }));
    expect(await screen.findByText('Sign Emma Thompson out first')).toBeTruthy();
  });

  it('says so when the director works in no other centre, and when the family is not found', async () => {
    mockApi({ 'GET /api/family/byId': () => FAMILY, 'GET /api/daycare/myDaycares': () => [DAYCARES[0]] });
    renderPage(<FamilyChangeCenterPage />, { path: '/family/change-center/5' });
    expect(await screen.findByText('You work in no other centre. A director of both centres can move the family.')).toBeTruthy();
    jest.restoreAllMocks();
    mockApi({ 'GET /api/family/byId': () => Response.json({ message: 'This family was not found' }, { status: 404 }) });
    renderPage(<FamilyChangeCenterPage />, { path: '/family/change-center/99' });
    expect(await screen.findByText('This family was not found')).toBeTruthy();
  });
});

describe("withdrawing a family and its archive", () => {
  afterEach(() => jest.restoreAllMocks());

  it('withdraws the family on the chosen day', async () => {
    const calls = mockApi({ 'GET /api/family/byId': () => FAMILY, 'POST /api/family/archive': ({ body }) => ({ ...FAMILY, archivedOn: (body as { withdrawnOn: string }).withdrawnOn }) });
    renderPage(<FamilyArchivePage />, { path: '/family/archive/5' });
    expect(await screen.findByRole('heading', { name: 'Thompson family' })).toBeTruthy();
    const day = screen.getByLabelText('First day the family no longer attends');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '2026-12-18' } });
    fireEvent.keyDown(day, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the family' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/family/archive')).toEqual([{ familyId: 5, withdrawnOn: '2026-12-18' }]));
  });

  it("calls the family after its children's last names in the reader's language", async () => {
    mockApi({ 'GET /api/family/byId': () => ({ ...FAMILY, surnames: ['Silva', 'Thompson'] }) });
    renderPage(<FamilyArchivePage />, { path: '/family/archive/5' });
    expect(await screen.findByRole('heading', { name: 'Silva and Thompson family' })).toBeTruthy();
    await act(() => setLanguage('pt-BR'));
    try {
      expect(screen.getByRole('heading', { name: 'Família Silva e Thompson' })).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('restores a withdrawn family', async () => {
    const calls = mockApi({ 'GET /api/family/byId': () => ({ ...FAMILY, archivedOn: '2026-12-18' }), 'POST /api/family/restore': () => FAMILY });
    renderPage(<FamilyArchivePage />, { path: '/family/archive/5' });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore the family' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/family/restore')).toEqual([{ familyId: 5 }]));
  });

  it("downloads the family's archive with the session and saves it under the server's name", async () => {
    const zip = new Blob(['PK'], { type: 'application/zip' });
    const calls = mockApi({
      'GET /api/family/byId': () => FAMILY,
      'GET /api/family/export': () => new Response(zip, { headers: { 'content-disposition': `attachment; filename="Thompson family archive.zip"; filename*=UTF-8''Thompson%20family%20archive.zip` } }),
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:archive');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(<FamilyArchivePage />, { path: '/family/archive/5' });
    fireEvent.click(await screen.findByRole('button', { name: "Download the family's archive" }));
    await waitFor(() => expect(saved).toEqual(['Thompson family archive.zip']));
    expect(calls.find((call) => call.key === 'GET /api/family/export')!.url.searchParams.get('familyId')).toBe('5');
  });

  it('shows why the archive was refused', async () => {
    mockApi({ 'GET /api/family/byId': () => FAMILY, 'GET /api/family/export': () => Response.json({ message: 'This family was not found' }, { status: 404 }) });
    renderPage(<FamilyArchivePage />, { path: '/family/archive/5' });
    fireEvent.click(await screen.findByRole('button', { name: "Download the family's archive" }));
    expect(await screen.findByText('This family was not found')).toBeTruthy();
  });
});

describe("the child record's family tab", () => {
  afterEach(() => jest.restoreAllMocks());

  it("leads a director to move the family and to withdraw it or download its archive", async () => {
    mockApi({ 'GET /api/child/byId': () => EMMA });
    renderPage(<ChildPage />, { path: '/child/7/family' });
    expect((await screen.findByRole('link', { name: 'Move the family to another centre' })).getAttribute('href')).toBe(`/family/change-center/${EMMA.familyId}`);
    expect(screen.getByRole('link', { name: 'Withdraw the family or download its archive' }).getAttribute('href')).toBe(`/family/archive/${EMMA.familyId}`);
  });
});
