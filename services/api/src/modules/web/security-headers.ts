import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { contentSecurityPolicy as helmetContentSecurityPolicy } from 'helmet';
import type { AppConfig } from '../../config';

type CspOptions = Exclude<NonNullable<Parameters<typeof helmet>[0]>['contentSecurityPolicy'], boolean | undefined>;

/** Browser features the product never uses, so no injected script or framed page can ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'encrypted-media', 'fullscreen', 'geolocation', 'gyroscope',
  'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get',
  'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
].map((feature) => `${feature}=()`).join(', ');

/** Two years, every subdomain: browsers then refuse plain HTTP to this host. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** Where the configured remotes are hosted (an entry on the gateway itself is already 'self'). */
function remoteOrigins({ remoteUrls }: AppConfig): string[] {
  const origins = Object.values(remoteUrls).flatMap((url) => (/^https?:\/\//i.test(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}

/**
 * Code and styles come from this site and the remotes' hosts only. Inline script or style runs
 * only with the page's nonce (the shell's index.html, antd's CSS-in-JS); API answers carry none.
 * 'self' covers the hub's ws:/wss: on this host.
 */
export function contentSecurityPolicy(config: AppConfig, nonce?: string): CspOptions {
  const remotes = remoteOrigins(config);
  const inline = nonce ? [`'nonce-${nonce}'`] : [];
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...remotes, ...inline],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", ...remotes, ...inline],
      'img-src': ["'self'", 'data:', 'blob:', ...remotes],
      'font-src': ["'self'", 'data:', ...remotes],
      'connect-src': ["'self'", ...remotes],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  };
}

type HeaderValues = Record<string, string>;
type HelmetMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The headers a helmet middleware writes, captured once: they do not depend on the request. */
function headersWrittenBy(middleware: HelmetMiddleware): HeaderValues {
  const headers: HeaderValues = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The page's policy with its nonce, as helmet writes it. */
export function pageContentSecurityPolicy(config: AppConfig, nonce: string): string {
  return headersWrittenBy(helmetContentSecurityPolicy(contentSecurityPolicy(config, nonce)))['content-security-policy'];
}

/**
 * Every answer's headers, decided by helmet once at start-up and set per request in one call (running
 * helmet's middleware chain on every request cost a tenth of the API's throughput). Permissions-Policy
 * is ours; HSTS only on a request that came over TLS.
 */
export function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): void {
  const headers = {
    ...headersWrittenBy(
      helmet({
        contentSecurityPolicy: contentSecurityPolicy(config),
        frameguard: { action: 'deny' },
        referrerPolicy: { policy: 'no-referrer' },
        // Sent only over TLS, below: over plain HTTP it would only confuse.
        strictTransportSecurity: false,
      }),
    ),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.getHttpAdapter().getInstance().addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
