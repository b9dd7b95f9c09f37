import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A deployment folder laid out like the workspace: shell/dist and mf-<remote>/dist. */
export class TestWebRoot {
  private constructor(readonly dir: string) {}

  static async create(): Promise<TestWebRoot> {
    return new TestWebRoot(await mkdtemp(path.join(tmpdir(), 'daycare-web-')));
  }

  /** Writes `content` to `<app>/dist/<file>`, creating folders as needed. */
  async write(app: string, file: string, content: string): Promise<string> {
    const target = path.join(this.dir, app, 'dist', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
    return target;
  }

  remove(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}
