import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NoteDto } from '@daycare/api-client';
import { formatDateTime } from '@daycare/i18n';
import { staff } from '@daycare/shared-features/testing';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import ChildPage from '../children/child-page';
import { EMMA, bodies } from '../children/children-testing';
import NoteCreatePage from './note-create-page';
import NotePage from './note-page';

const NOTE: NoteDto = {
  id: 3, childId: 7, child: { id: 7, label: 'Emma Thompson' }, body: 'Slept well after lunch.', visibility: 'staff',
  author: { id: 2, label: 'Daniel Okafor' }, createdAt: '2026-11-20T15:00:00.000Z', updatedAt: null, canEdit: true,
};
const SHARED: NoteDto = { ...NOTE, id: 4, body: 'Painted a rainbow for her mum.', visibility: 'family', createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T11:00:00.000Z' };

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/child/byId': () => EMMA, 'GET /api/note/byId': () => NOTE, 'GET /api/note/list': () => [SHARED, NOTE], ...overrides });
}

const noteBox = () => screen.getByRole('textbox', { name: 'Note' });
const type = (text: string) => fireEvent.change(noteBox(), { target: { value: text } });
const badRequest = (message: string) => () => Response.json({ message }, { status: 400 });

describe('writing a note about a child', () => {
  afterEach(() => jest.restoreAllMocks());

  it("names the child, keeps the note among the staff unless told, and goes back to the child's notes", async () => {
    const calls = answers({ 'POST /api/note/create': ({ body }) => ({ ...NOTE, ...(body as object) }) });
    const { router, store } = renderPage(<NoteCreatePage />, { path: '/notes/child/create/5/7' });
    expect(await screen.findByRole('heading', { name: 'New note about Emma Thompson' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Only the staff' }) as HTMLInputElement).checked).toBe(true);
    type('  Painted a rainbow.  ');
    fireEvent.click(screen.getByRole('radio', { name: 'Shared with the family' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7/notes'));
    expect(bodies(calls, 'POST /api/note/create')).toEqual([{ childId: 7, body: 'Painted a rainbow.', visibility: 'family' }]);
    expect(selectSnackbar(store.getState()).text).toBe('The note is saved');
  });

  it('asks for the text before sending, and shows what the server refuses', async () => {
    const calls = answers({ 'POST /api/note/create': badRequest('body must be at most 4000 characters') });
    renderPage(<NoteCreatePage />, { path: '/notes/child/create/5/7' });
    await screen.findByRole('heading', { name: 'New note about Emma Thompson' });
    type('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write the note')).toBeTruthy();
    expect(bodies(calls, 'POST /api/note/create')).toEqual([]);
    type('Fine');
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('body must be at most 4000 characters')).toBeTruthy();
  });

  it("says the link is wrong when the family is not the child's", async () => {
    const calls = answers();
    renderPage(<NoteCreatePage />, { path: '/notes/child/create/99/7' });
    expect(await screen.findByText('This link is wrong: Emma Thompson is not in that family')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notes about Emma Thompson' }).getAttribute('href')).toBe('/child/7/notes');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls.filter((call) => call.key === 'POST /api/note/create')).toEqual([]);
  });

  it('says the child was not found for an unknown child', async () => {
    answers({ 'GET /api/child/byId': () => Response.json({ message: 'This child was not found' }, { status: 404 }) });
    renderPage(<NoteCreatePage />, { path: '/notes/child/create/5/70' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the children' }).getAttribute('href')).toBe('/children');
  });
});

describe('a note', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the text, who reads it, the author and the times', async () => {
    answers({ 'GET /api/note/byId': () => SHARED });
    renderPage(<NotePage />, { path: '/notes/4' });
    expect(await screen.findByRole('heading', { name: 'Note about Emma Thompson' })).toBeTruthy();
    const note = screen.getByRole('region', { name: 'Note' });
    expect(note.textContent).toContain('Painted a rainbow for her mum.');
    expect(within(note).getByText('Shared with the family')).toBeTruthy();
    expect(note.textContent).toContain(`By Daniel Okafor · ${formatDateTime(SHARED.createdAt)}`);
    expect(note.textContent).toContain(`Edited ${formatDateTime(SHARED.updatedAt!)}`);
    expect(screen.getByRole('link', { name: 'Notes about Emma Thompson' }).getAttribute('href')).toBe('/child/7/notes');
  });

  it('lets its author change the text and who reads it', async () => {
    const calls = answers({ 'POST /api/note/update': ({ body }) => ({ ...NOTE, ...(body as object), updatedAt: '2026-11-20T16:00:00.000Z' }) });
    renderPage(<NotePage />, { path: '/notes/3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit note' }));
    expect((noteBox() as HTMLTextAreaElement).value).toBe('Slept well after lunch.');
    type('Slept two hours after lunch.');
    fireEvent.click(screen.getByRole('radio', { name: 'Shared with the family' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/note/update')).toEqual([{ noteId: 3, body: 'Slept two hours after lunch.', visibility: 'family' }]));
    expect(await screen.findByRole('button', { name: 'Edit note' })).toBeTruthy();
  });

  it("deletes it after a confirmation and goes back to the child's notes", async () => {
    const calls = answers({ 'DELETE /api/note/delete': () => new Response(null, { status: 204 }) });
    const { router, store } = renderPage(<NotePage />, { path: '/notes/3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Delete this note?')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'DELETE /api/note/delete')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7/notes'));
    expect(calls.find((call) => call.key === 'DELETE /api/note/delete')!.url.searchParams.get('noteId')).toBe('3');
    expect(selectSnackbar(store.getState()).text).toBe('The note is deleted');
  });

  it("offers no edit or delete on a colleague's note", async () => {
    answers({ 'GET /api/note/byId': () => ({ ...NOTE, canEdit: false }) });
    renderPage(<NotePage />, { path: '/notes/3' });
    expect(await screen.findByText('Slept well after lunch.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete note' })).toBeNull();
  });

  it('says a missing note was not found', async () => {
    answers({ 'GET /api/note/byId': () => Response.json({ message: 'This note was not found' }, { status: 404 }) });
    renderPage(<NotePage />, { path: '/notes/30' });
    expect(await screen.findByText('This note was not found')).toBeTruthy();
  });
});

describe("the child record's Notes tab", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the notes newest first with who reads each, and adds one', async () => {
    const calls = answers();
    const { router } = renderPage(<ChildPage />, { path: '/child/7/notes', user: staff });
    expect(await screen.findByRole('tab', { name: 'Notes', selected: true })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Notes about Emma Thompson' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Shared with the family'),
      expect.stringContaining('Staff only'),
    ]);
    expect(items[0].textContent).toContain('Painted a rainbow for her mum.');
    expect(items[1].textContent).toContain(`By Daniel Okafor · ${formatDateTime(NOTE.createdAt)}`);
    expect(within(items[1]).getByRole('link', { name: `Open the note of ${formatDateTime(NOTE.createdAt)}` }).getAttribute('href')).toBe('/notes/3');
    expect(calls.find((call) => call.key === 'GET /api/note/list')!.url.searchParams.get('childId')).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(router.state.location.pathname).toBe('/notes/child/create/5/7');
  });

  it('says when the child has no notes yet', async () => {
    answers({ 'GET /api/note/list': () => [] });
    renderPage(<ChildPage />, { path: '/child/7/notes' });
    expect(await screen.findByText('No notes about Emma Thompson yet')).toBeTruthy();
  });
});
