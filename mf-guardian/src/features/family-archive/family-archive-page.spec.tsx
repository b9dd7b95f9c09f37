import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import type { FamilyDetailDto } from '@daycare/api-client';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import FamilyArchivePage from './family-archive-page';

const FAMILY: FamilyDetailDto = {
  id: 5, surnames: ['Thompson'], daycareId: 1, archivedOn: null, guardians: ['Sarah Thompson'],
  children: [{ id: 7, label: 'Emma Thompson', withdrawnOn: null, signedIn: false }],
};

describe("the family's archive", () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the ZIP with the session and saves it under the name the centre gave it', async () => {
    const calls = mockApi({
      'GET /api/family/byId': () => FAMILY,
      'GET /api/family/export': () => new Response(new Blob(['PK']), { headers: { 'content-disposition': `attachment; filename="Thompson family archive.zip"; filename*=UTF-8''Thompson%20family%20archive.zip` } }),
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:archive');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInApp(<FamilyArchivePage />, { user: testUser(), path: '/family/archive/5' });
    expect(await screen.findByRole('heading', { name: "Your family's archive" })).toBeTruthy();
    expect(screen.getByText(/Thompson family/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download the archive' }));
    await waitFor(() => expect(saved).toEqual(['Thompson family archive.zip']));
    expect(calls.find((call) => call.key === 'GET /api/family/export')!.url.searchParams.get('familyId')).toBe('5');
  });

  it('names the family in Portuguese for a Portuguese reader', async () => {
    mockApi({ 'GET /api/family/byId': () => FAMILY });
    renderInApp(<FamilyArchivePage />, { user: testUser(), path: '/family/archive/5' });
    await screen.findByText(/Thompson family/);
    await act(() => setLanguage('pt-BR'));
    try {
      expect(screen.getByText('Baixe tudo o que a creche guarda sobre a família Thompson.')).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows why the centre refused', async () => {
    mockApi({ 'GET /api/family/byId': () => FAMILY, 'GET /api/family/export': () => Response.json({ message: 'This family was not found' }, { status: 404 }) });
    renderInApp(<FamilyArchivePage />, { user: testUser(), path: '/family/archive/5' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download the archive' }));
    expect(await screen.findByText('This family was not found')).toBeTruthy();
  });

  it('says the family was not found for another family or an address that names none', async () => {
    mockApi({ 'GET /api/family/byId': () => Response.json({ message: 'This family was not found' }, { status: 404 }) });
    renderInApp(<FamilyArchivePage />, { user: testUser(), path: '/family/archive/9' });
    expect(await screen.findByText('This family was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });
});
