// Test helpers for the photo uploads: a stand-in for XMLHttpRequest and a way to choose a file.
import { act, fireEvent } from '@testing-library/react';

/** Stands in for the browser's XMLHttpRequest: records what the page sends, answers when the test says. */
export class FakeUpload {
  static sent: FakeUpload[] = [];
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
    FakeUpload.sent.push(this);
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

/** Uploads go to FakeUpload, previews get a blob address, and the pointer is a mouse (no camera button) during each test. */
export function useFakeUploads(): void {
  const real = window.XMLHttpRequest;
  beforeEach(() => {
    FakeUpload.sent = [];
    window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    coarsePointer(false);
  });
  afterEach(() => {
    window.XMLHttpRequest = real;
  });
}

/** Whether the device says it has a touch screen (phones and tablets offer the camera). */
export function coarsePointer(coarse: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
}

export const photoFile = (name = 'emma.jpg', type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], name, { type });

/** Picks a file in the last file input, as the "Choose a photo" button does. */
export function choosePhoto(file: File) {
  const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
  fireEvent.change(inputs[inputs.length - 1], { target: { files: [file] } });
}

export const PHOTO_URLS = { photoUrl: '/api/files/3/display?expires=1&sig=a', thumbnailUrl: '/api/files/3/thumbnail?expires=1&sig=b' };
