import { configureStore } from '@reduxjs/toolkit';
import { enhancedApi } from './enhance-endpoints';

function newStore() {
  return configureStore({
    reducer: { [enhancedApi.reducerPath]: enhancedApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(enhancedApi.middleware),
  });
}

afterEach(() => jest.restoreAllMocks());

it("sends a photo as multipart form data and reloads the child's record", async () => {
  const sent: { path: string; contentType: string | null }[] = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    sent.push({ path, contentType: request.headers.get('content-type') });
    return Response.json(path === '/api/images/upload' ? { photoUrl: '/api/files/1/display', thumbnailUrl: '/api/files/1/thumbnail' } : { id: 7 });
  });
  const fields = jest.spyOn(FormData.prototype, 'set');
  const store = newStore();
  await store.dispatch(enhancedApi.endpoints.childById.initiate({ childId: 7 }));

  const file = new File(['photo'], 'emma.jpg', { type: 'image/jpeg' });
  await store.dispatch(enhancedApi.endpoints.imagesUpload.initiate({ imageUploadDto: { ownerKind: 'child', ownerId: 7, file } }));

  expect(fields.mock.calls.map(([name, value]) => [name, value])).toEqual([['ownerKind', 'child'], ['ownerId', '7'], ['file', file]]);
  expect(sent.find((call) => call.path === '/api/images/upload')?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent.filter((call) => call.path === '/api/child/byId')).toHaveLength(2);
});
