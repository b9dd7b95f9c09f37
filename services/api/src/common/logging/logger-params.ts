import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../../config';

/** Field names whose values are secrets wherever they appear in a log record. */
const SECRET_FIELDS = ['password', 'passwordHash', 'token', 'accessToken', 'refreshToken', 'access_token', 'refresh_token'];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'req.query.access_token',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/** The hub puts the bearer token in the query string (`access_token=`), so URLs are masked too. */
export function maskUrlSecrets(url: string): string {
  return url.replace(/([?&](?:access_token|token)=)[^&#]*/gi, '$1[Redacted]');
}

function isHealthProbe(url = ''): boolean {
  return url.split('?')[0] === '/api/health';
}

export function loggerParams(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Params {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (req: { url: string }) => {
        req.url = maskUrlSecrets(req.url);
        return req;
      },
    },
    // Load balancers and compose probe health every few seconds; those lines would drown the rest.
    autoLogging: { ignore: (req: IncomingMessage & { originalUrl?: string }) => isHealthProbe(req.originalUrl ?? req.url) },
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
