import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { GRANDMA, FakeUpload, PHOTO_URLS, choosePhoto, director, mockApi, photoFile, renderInApp, useFakeUploads } from '../testing';
import { PersonPhoto } from './person-photo';

const owner = { kind: 'contact', id: 11 } as const;
const dialog = () => screen.getByRole('dialog', { name: 'Photo of Margaret Thompson' });
const uploadButton = () => within(dialog()).getByRole('button', { name: 'Upload photo' });

function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Change the photo of Margaret Thompson' }));
}

describe("a person's photo", () => {
  useFakeUploads();
  afterEach(() => jest.restoreAllMocks());

  it('shows the initials, and no way to change the photo to those who may not change the record', () => {
    renderInApp(<PersonPhoto owner={owner} label="Margaret Thompson" photoUrl={null} canChange={false} />, { user: director });
    expect(screen.getByText('MT')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change the photo/ })).toBeNull();
  });

  it('sends the chosen photo for its owner with progress, renewing the session first, then closes with a confirmation', async () => {
    const calls = mockApi({ 'GET /api/contact/byId': () => GRANDMA });
    const { store } = renderInApp(<PersonPhoto owner={owner} label="Margaret Thompson" photoUrl="/api/files/2/thumbnail?sig=x" canChange />, { user: director });
    expect(screen.getByRole('button', { name: 'Change the photo of Margaret Thompson' })).toBeTruthy();
    openDialog();
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);
    choosePhoto(photoFile('grandma.jpg'));
    expect((await screen.findByRole('img', { name: 'Preview of the new photo of Margaret Thompson' })).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(uploadButton());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(calls.filter((call) => call.key === 'GET /api/contact/byId').map((call) => call.url.search)).toEqual(['?contactId=11']);
    const [request] = FakeUpload.sent;
    expect([request.method, request.url, request.body!.get('ownerKind'), request.body!.get('ownerId')]).toEqual(['POST', '/api/images/upload', 'contact', '11']);
    request.progress(60);
    expect(screen.getByRole('progressbar', { name: 'Uploading the photo' }).getAttribute('aria-valuenow')).toBe('60');
    request.answer(200, PHOTO_URLS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectSnackbar(store.getState()).text).toBe('The photo of Margaret Thompson is changed');
  });

  it("shows the server's refusal in the dialog and keeps it open for another photo", async () => {
    mockApi({ 'GET /api/contact/byId': () => GRANDMA });
    renderInApp(<PersonPhoto owner={owner} label="Margaret Thompson" photoUrl={null} canChange />, { user: director });
    openDialog();
    choosePhoto(photoFile('grandma.jpg'));
    await screen.findByRole('img', { name: 'Preview of the new photo of Margaret Thompson' });
    fireEvent.click(uploadButton());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0].answer(400, { statusCode: 400, message: 'This photo could not be read; the file may be damaged. Choose another one or take a new photo' });
    expect((await within(dialog()).findByRole('alert')).textContent).toContain('This photo could not be read');
    expect(within(dialog()).getByRole('button', { name: 'Choose another photo' })).toBeTruthy();
  });

  it('refuses a file that is not a photo before sending it', () => {
    renderInApp(<PersonPhoto owner={owner} label="Margaret Thompson" photoUrl={null} canChange />, { user: director });
    openDialog();
    choosePhoto(photoFile('notes.pdf', 'application/pdf'));
    expect(within(dialog()).getByRole('alert').textContent).toBe('This file is not a photo we can read: choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image');
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);
    expect(FakeUpload.sent).toHaveLength(0);
  });
});
