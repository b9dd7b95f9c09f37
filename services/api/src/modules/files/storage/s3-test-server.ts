import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-protocol server on a free loopback port, its objects in a temporary folder; for tests only. */
export interface S3TestServer {
  /** S3_URL for the gateway: http://S3RVER:S3RVER@127.0.0.1:<port>/<bucket> */
  url: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'daycare-files'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver's own account.
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    bucket,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
