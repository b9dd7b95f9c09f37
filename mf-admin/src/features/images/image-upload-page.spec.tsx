import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FakeUpload, PHOTO_URLS, choosePhoto, coarsePointer, photoFile, useFakeUploads } from '@daycare/shared-features/testing';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { EMMA, EMMA_ITEM, NOAH_ITEM, queries } from '../children/children-testing';
import ImageUploadPage from './image-upload-page';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/child/byId': () => EMMA,
    'GET /api/child/list': (call) => (call.url.searchParams.get('search') ? { items: [NOAH_ITEM], total: 1 } : { items: [EMMA_ITEM], total: 1 }),
    ...overrides,
  });
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload photo' });

describe('uploading a photo of a child', () => {
  useFakeUploads();
  afterEach(() => jest.restoreAllMocks());

  it('previews the chosen photo, sends it with progress, then shows the record with a confirmation', async () => {
    const calls = answers();
    const { router, store } = renderPage(<ImageUploadPage />, { path: '/images/upload/7' });
    expect(await screen.findByText('Current photo of Emma Thompson')).toBeTruthy();
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);

    choosePhoto(photoFile());
    expect((await screen.findByRole('img', { name: 'Preview of the new photo of Emma Thompson' })).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(uploadButton());

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [request] = FakeUpload.sent;
    expect([request.method, request.url]).toEqual(['POST', '/api/images/upload']);
    expect(request.headers.Authorization ?? request.headers.authorization).toMatch(/^Bearer /);
    expect(request.body!.get('ownerKind')).toBe('child');
    expect(request.body!.get('ownerId')).toBe('7');
    expect((request.body!.get('file') as File).name).toBe('emma.jpg');

    request.progress(40);
    expect(screen.getByRole('progressbar', { name: 'Uploading the photo' }).getAttribute('aria-valuenow')).toBe('40');
    request.answer(200, PHOTO_URLS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7'));
    expect(selectSnackbar(store.getState()).text).toBe('The photo of Emma Thompson is changed');
    // Read again before sending (which renews an expired session) and after (the new photo).
    await waitFor(() => expect(queries(calls, 'GET /api/child/byId').length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's refusal and stays, so another photo can be chosen", async () => {
    answers();
    const { router } = renderPage(<ImageUploadPage />, { path: '/images/upload/7' });
    await screen.findByText('Current photo of Emma Thompson');
    choosePhoto(photoFile());
    await screen.findByRole('img', { name: 'Preview of the new photo of Emma Thompson' });
    fireEvent.click(uploadButton());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0].answer(400, { statusCode: 400, message: 'This photo could not be read; the file may be damaged. Choose another one or take a new photo' });
    expect((await screen.findByRole('alert')).textContent).toContain('This photo could not be read');
    expect(router.state.location.pathname).toBe('/images/upload/7');
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toBeTruthy();
  });

  it('refuses before sending a file that is not a photo, or over 10 MB, and takes a HEIC photo it cannot preview', async () => {
    answers();
    renderPage(<ImageUploadPage />, { path: '/images/upload/7' });
    await screen.findByText('Current photo of Emma Thompson');
    choosePhoto(photoFile('notes.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not a photo we can read: choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image');
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);
    choosePhoto(photoFile('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is larger than 10 MB; choose a smaller photo or take a new one');
    choosePhoto(photoFile('IMG_0001.HEIC', ''));
    // Most browsers cannot draw HEIC: the file is named instead, and sent all the same.
    fireEvent.error(await screen.findByRole('img', { name: 'Preview of the new photo of Emma Thompson' }));
    expect(screen.getByText('This browser cannot show IMG_0001.HEIC; it is sent as it is.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(false);
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('asks for the child first when the address names none, searching by name', async () => {
    const calls = answers();
    const { router } = renderPage(<ImageUploadPage />, { path: '/images/upload' });
    expect(await screen.findByText('Choose the child whose photo this is.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload photo' })).toBeNull();
    const child = screen.getByRole('combobox', { name: 'Child' });
    fireEvent.mouseDown(child);
    fireEvent.change(child, { target: { value: 'noah' } });
    fireEvent.click(await screen.findByText('Noah Silva', { selector: '.ant-select-item-option-content' }));
    expect(queries(calls, 'GET /api/child/list')).toEqual([{ pageSize: '20' }, { search: 'noah', pageSize: '20' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/upload/8'));
  });

  it('offers the camera on a phone', async () => {
    coarsePointer(true);
    answers();
    renderPage(<ImageUploadPage />, { path: '/images/upload/7' });
    expect(await screen.findByRole('button', { name: 'Take a photo' })).toBeTruthy();
    const camera = document.querySelector<HTMLInputElement>('input[type="file"][capture="environment"]');
    expect(camera?.accept).toBe('image/*');
  });

  it('answers a missing child as not found', async () => {
    answers({ 'GET /api/child/byId': () => Response.json({ statusCode: 404, message: 'This child was not found' }, { status: 404 }) });
    renderPage(<ImageUploadPage />, { path: '/images/upload/99' });
    expect((await screen.findByRole('alert')).textContent).toContain('This child was not found');
    expect(screen.queryByRole('button', { name: 'Upload photo' })).toBeNull();
  });
});
