import { settle } from './hub-clients';

export interface FamilyStream {
  /** The named events received so far, with their JSON data. */
  events: { name: string; data: unknown }[];
  close: () => void;
}

/** A guardian's event stream (`GET /api/family/live`) read as the shell reads it: named events with JSON data. */
export async function openFamilyStream(baseUrl: string, accessToken: string): Promise<FamilyStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/family/live`, { headers: { Authorization: `Bearer ${accessToken}` }, signal: controller.signal });
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/event-stream')) {
    throw new Error(`The family stream answered ${response.status} ${response.headers.get('content-type')}`);
  }
  const events: FamilyStream['events'] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data) events.push({ name, data: JSON.parse(data) });
      }
    }
  })();
  await settle(100);
  return { events, close: () => controller.abort() };
}
