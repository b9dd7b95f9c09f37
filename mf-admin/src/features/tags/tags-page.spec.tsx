import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import TagsPage from './tags-page';

const TAGS = [
  { id: 1, label: 'Bus A', color: '#2465FF', childCount: 4 },
  { id: 2, label: 'Nut-free table', color: null, childCount: 1 },
];
const callsTo = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key);
const rowOf = async (name: string) => (await screen.findByText(name, { selector: '.ant-tag' })).closest('tr') as HTMLElement;

describe('the tags page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the tags with their colour and how many children carry them', async () => {
    mockApi({ 'GET /api/Tags/List': () => TAGS });
    renderPage(<TagsPage />, { path: '/admin/tags' });
    expect((await rowOf('Bus A')).textContent).toContain('4 children');
    expect((await rowOf('Nut-free table')).textContent).toContain('1 child');
    expect((screen.getByText('Bus A') as HTMLElement).style.backgroundColor).toBe('rgb(36, 101, 255)');
  });

  it('creates a tag with a colour', async () => {
    const calls = mockApi({ 'GET /api/Tags/List': () => TAGS, 'POST /api/Tags/Create': (call) => ({ id: 3, childCount: 0, ...(call.body as object) }) });
    renderPage(<TagsPage />, { path: '/admin/tags' });
    await rowOf('Bus A');
    fireEvent.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Bus B ' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Orange' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/Tags/Create').map((call) => call.body)).toEqual([{ label: 'Bus B', color: '#F3971D' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("renames a tag, and shows the server's refusal with the dialog still open", async () => {
    const calls = mockApi({
      'GET /api/Tags/List': () => TAGS,
      'POST /api/Tags/Update': () => Response.json({ message: 'A tag with this name already exists' }, { status: 400 }),
    });
    renderPage(<TagsPage />, { path: '/admin/tags' });
    fireEvent.click(within(await rowOf('Nut-free table')).getByRole('button', { name: 'Edit Nut-free table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Nut-free table' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Bus A' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('A tag with this name already exists');
    expect(callsTo(calls, 'POST /api/Tags/Update').map((call) => call.body)).toEqual([{ id: 2, label: 'Bus A', color: null }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks for a name before sending', async () => {
    const calls = mockApi({ 'GET /api/Tags/List': () => TAGS });
    renderPage(<TagsPage />, { path: '/admin/tags' });
    await rowOf('Bus A');
    fireEvent.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText("Enter the tag's name")).toBeTruthy();
    expect(callsTo(calls, 'POST /api/Tags/Create')).toEqual([]);
  });

  it('deletes a tag after confirmation', async () => {
    const calls = mockApi({ 'GET /api/Tags/List': () => TAGS, 'DELETE /api/Tags/Delete': () => undefined });
    renderPage(<TagsPage />, { path: '/admin/tags' });
    fireEvent.click(within(await rowOf('Bus A')).getByRole('button', { name: 'Delete Bus A' }));
    expect(await screen.findByText('It comes off 4 children.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/Tags/Delete').map((call) => call.url.searchParams.get('id'))).toEqual(['1']));
  });
});
