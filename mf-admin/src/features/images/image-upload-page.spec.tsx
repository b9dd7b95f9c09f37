import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { EMMA, EMMA_ITEM, NOAH_ITEM, queries } from '../children/children-testing';
import ImageUploadPage from './image-upload-page';

/** Stands in for the browser's XMLHttpRequest: records what the page sends, answers when the test says. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }

  progress(percent: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 }));
  }

  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    act(() => this.onload?.());
  }
}

const realRequest = window.XMLHttpRequest;
const PHOTO_URLS = { photoUrl: '/api/files/3/display?expires=1&sig=a', thumbnailUrl: '/api/files/3/thumbnail?expires=1&sig=b' };

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/child/byId': () => EMMA,
    'GET /api/child/list': (call) => (call.url.searchParams.get('search') ? { items: [NOAH_ITEM], total: 1 } : { items: [EMMA_ITEM], total: 1 }),
    ...overrides,
  });
}

const photo = (name = 'emma.jpg', type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], name, { type });

function choosePhoto(file: File) {
  const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
  fireEvent.change(inputs[inputs.length - 1], { target: { files: [file] } });
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload photo' });

function coarsePointer(coarse: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
}

describe('uploading a photo of a child', () => {
  beforeEach(() => {
    FakeRequest.sent = [];
    window.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    coarsePointer(false);
  });
  afterEach(() => {
    window.XMLHttpRequest = realRequest;
    jest.restoreAllMocks();
  });

  it('previews the chosen photo, sends it with progress, then shows the record with a confirmation', async () => {
    const calls = answers();
    const { router, store } = renderPage(<ImageUploadPage />, { path: '/images/upload/7' });
    expect(await screen.findByText('Current photo of Emma Thompson')).toBeTruthy();
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);

    choosePhoto(photo());
    expect((await screen.findByRole('img', { name: 'Preview of the new photo of Emma Thompson' })).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(uploadButton());

    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const [request] = FakeRequest.sent;
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
    choosePhoto(photo());
    await screen.findByRole('img', { name: 'Preview of the new photo of Emma Thompson' });
    fireEvent.click(uploadButton());
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    FakeRequest.sent[0].answer(400, { statusCode: 400, message: 'This photo could not be read; the file may be damaged. Choose another one or take a new photo' });
    expect((await screen.findByRole('alert')).textContent).toContain('This photo could not be read');
    expect(router.state.location.pathname).toBe('/images/upload/7');
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toBeTruthy();
  });

  it('refuses before sending a file that is not a photo, or over 10 MB, and takes a HEIC photo it cannot preview', async () => {
    answers();
    renderPage(<ImageUploadPage />, { path: '/images/upload/7' });
    await screen.findByText('Current photo of Emma Thompson');
    choosePhoto(photo('notes.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not a photo we can read: choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image');
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);
    choosePhoto(photo('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is larger than 10 MB; choose a smaller photo or take a new one');
    choosePhoto(photo('IMG_0001.HEIC', ''));
    // Most browsers cannot draw HEIC: the file is named instead, and sent all the same.
    fireEvent.error(await screen.findByRole('img', { name: 'Preview of the new photo of Emma Thompson' }));
    expect(screen.getByText('This browser cannot show IMG_0001.HEIC; it is sent as it is.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(false);
    expect(FakeRequest.sent).toHaveLength(0);
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
