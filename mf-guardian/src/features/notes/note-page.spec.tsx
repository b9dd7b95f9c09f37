import { screen } from '@testing-library/react';
import type { NoteDto } from '@daycare/api-client';
import { formatDateTime } from '@daycare/i18n';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import NotePage from './note-page';

const NOTE: NoteDto = {
  id: 3, childId: 7, child: { id: 7, label: 'Emma Thompson' }, body: 'Emma painted a rainbow today.\nShe is proud of it.', visibility: 'family',
  author: { id: 2, label: 'Daniel Okafor' }, createdAt: '2026-11-20T15:00:00.000Z', updatedAt: null, canEdit: false,
};

describe("a note shared with the family", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the child, the text, who wrote it and when, with nothing to change', async () => {
    const calls = mockApi({ 'GET /api/note/byId': () => ({ ...NOTE, updatedAt: '2026-11-21T09:30:00.000Z' }) });
    renderInApp(<NotePage />, { user: testUser(), path: '/notes/3' });
    expect(await screen.findByRole('heading', { name: 'Note about Emma Thompson' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/note/byId')!.url.searchParams.get('noteId')).toBe('3');
    expect(screen.getByText(/Emma painted a rainbow today\./).textContent).toBe('Emma painted a rainbow today.\nShe is proud of it.');
    expect(screen.getByText(`From Daniel Okafor · ${formatDateTime('2026-11-20T15:00:00.000Z')}`)).toBeTruthy();
    expect(screen.getByText(`Edited ${formatDateTime('2026-11-21T09:30:00.000Z')}`)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says the note was not found when the centre keeps it among the staff or it is gone', async () => {
    mockApi({ 'GET /api/note/byId': () => Response.json({ message: 'This note was not found' }, { status: 404 }) });
    renderInApp(<NotePage />, { user: testUser(), path: '/notes/4' });
    expect(await screen.findByText('This note was not found')).toBeTruthy();
    expect(screen.getByText('It may have been removed, or it is not shared with your family.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });

  it('says the same of an address that names no note', async () => {
    const calls = mockApi({});
    renderInApp(<NotePage />, { user: testUser(), path: '/notes/abc' });
    expect(await screen.findByText('This note was not found')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
