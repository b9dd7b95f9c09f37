// Bad input for every operation of the gateway's OpenAPI document, made with fast-check: requests that
// are valid except for a few fields (so they reach the services and the database), and requests that
// are wrong throughout: ill-typed, out of range, empty, huge, NUL, unpaired surrogates, deeply nested.
import fc from 'fast-check';
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

export interface Operation {
  id: string;
  method: string;
  /** With the document's /api server prefix. */
  path: string;
  parameters: ParameterObject[];
  body?: SchemaObject | ReferenceObject;
}

export interface FuzzRequest {
  url: string;
  /** JSON text, or none for an operation without a body. */
  payload?: string;
}

/** Deep enough to overflow any recursive walk of a parsed body. */
const DEEP_JSON = `${'['.repeat(2000)}${']'.repeat(2000)}`;
/** Marks a value that is sent as raw JSON text (a number JavaScript cannot hold, or deep nesting). */
const RAW = '\u0001raw:';

const NASTY_NUMBERS: unknown[] = [0, -1, 1.5, -0.5, 2147483647, 2147483648, -2147483649, 4294967296, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324];
const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '😀',
  'x'.repeat(5000),
  "'; DROP TABLE child; --",
  '%00',
  '2026-02-30',
  '0000-00-00',
  '99999-12-31',
  '2026-11-23T25:61:00Z',
  '1e308',
  '2147483648',
  '9007199254740993',
  '-1',
  'NaN',
  'null',
  'true',
  '[]',
];
const RAW_NUMBERS = ['9007199254740993', '1e309', '-0', '123456789012345678901234567890'].map((text) => `${RAW}${text}`);

/** One UTF-16 unit of any kind: a character, NUL, or half of a surrogate pair. */
const anyUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constant('\u0000') },
);

const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS, ...RAW_NUMBERS) },
  { weight: 2, arbitrary: fc.string({ unit: anyUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Anything a field should not get, including lists, objects and deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ unit: anyUnit, maxLength: 8 }), nastyScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(`${RAW}${DEEP_JSON}`) },
);

function resolve(document: OpenAPIObject, schema: SchemaObject | ReferenceObject): SchemaObject {
  if (!('$ref' in schema)) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return (document.components?.schemas?.[name] ?? {}) as SchemaObject;
}

const FORMAT_EXAMPLES: Record<string, string> = { date: '2026-11-23', 'date-time': '2026-11-23T08:30:00-05:00', password: 'Demo!2026' };

/** A value the field would take, so that the request reaches the service: small ids hit real rows. */
function plausibleValue(document: OpenAPIObject, schemaOrRef: SchemaObject | ReferenceObject, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, schemaOrRef);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.type === 'array') return depth > 3 || !schema.items ? fc.constant([]) : fc.array(plausibleValue(document, schema.items, depth + 1), { maxLength: 3 });
  if (schema.properties) return plausibleObject(document, schema, depth + 1);
  if (schema.type === 'integer' || schema.type === 'number') {
    return fc.oneof(fc.integer({ min: Math.max(schema.minimum ?? 1, 1), max: Math.min(schema.maximum ?? 40, 40) }), fc.constant(schema.example ?? 1));
  }
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.format === 'uuid') return fc.uuid();
  const example = schema.example ?? (schema.format && FORMAT_EXAMPLES[schema.format]);
  return example === undefined ? fc.string({ minLength: 1, maxLength: 12 }) : fc.constant(example);
}

function plausibleObject(document: OpenAPIObject, schema: SchemaObject, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausibleValue(document, field, depth)]));
  return fc.record(fields, { requiredKeys: schema.required ?? [] });
}

/**
 * Plausible fields with at most one of them spoiled (nasty, left out, or joined by a field no request
 * takes): a request wrong in one place passes every other check, so it reaches the services and the database.
 */
function spoiledRecord(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  const plausible = fc.record(fields);
  const withExtra = fc.tuple(plausible, fc.string({ unit: anyUnit, maxLength: 8 }), nastyValue).map(([record, name, value]) => ({ ...record, [name]: value }));
  if (names.length === 0) return fc.oneof(plausible, withExtra);
  return fc.oneof(
    { weight: 1, arbitrary: plausible },
    { weight: 4, arbitrary: fc.tuple(plausible, fc.constantFrom(...names), nastyValue).map(([record, name, value]) => ({ ...record, [name]: value })) },
    { weight: 1, arbitrary: fc.tuple(plausible, fc.constantFrom(...names)).map(([record, name]) => ({ ...record, [name]: undefined })) },
    { weight: 1, arbitrary: withExtra },
  );
}

function bodyOf(document: OpenAPIObject, schemaOrRef: SchemaObject | ReferenceObject): fc.Arbitrary<unknown> {
  const schema = resolve(document, schemaOrRef);
  const fields = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausibleValue(document, field)]));
  return fc.oneof(
    { weight: 6, arbitrary: spoiledRecord(fields) },
    { weight: 1, arbitrary: nastyValue },
    { weight: 1, arbitrary: fc.constant(`${RAW}{"a":${DEEP_JSON}}`) },
  );
}

/** JSON text in which RAW-marked strings become their raw text. */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value === undefined ? null : value);
  return text.replace(/"\\u0001raw:(?:[^"\\]|\\.)*"/g, (marked) => (JSON.parse(marked) as string).slice(RAW.length));
}

/** Query text of a value: numbers as JavaScript writes them, lists repeated, everything else as JSON. */
function queryText(value: unknown): string {
  if (typeof value === 'string') return value.startsWith(RAW) ? value.slice(RAW.length) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return toJson(value);
}

/** Percent-encodes every UTF-16 unit, an unpaired surrogate too (as the WTF-8 bytes a careless client sends). */
function encode(text: string): string {
  return Array.from(text, (unit) => {
    try {
      return encodeURIComponent(unit);
    } catch {
      const code = unit.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }).join('');
}

/** The operation's URL with its path parameters filled in; every other value goes in the query. */
function urlOf(operation: Operation, values: Record<string, unknown>): string {
  let path = operation.path;
  const query: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (operation.parameters.some((parameter) => parameter.in === 'path' && parameter.name === name)) path = path.replace(`{${name}}`, encode(queryText(value)));
    else for (const item of Array.isArray(value) ? value : [value]) query.push(`${encode(name)}=${encode(queryText(item))}`);
  }
  return query.length ? `${path}?${query.join('&')}` : path;
}

/**
 * Requests for one operation: the path and query parameters spoiled and the body plausible, or the
 * other way round, so the one wrong part is what the gateway has to cope with.
 */
export function badRequests(document: OpenAPIObject, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const fields = Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, plausibleValue(document, parameter.schema ?? {})]));
  const plausibleBody = operation.body ? plausibleValue(document, operation.body) : fc.constant(undefined);
  const spoiledParameters = fc.record({ parameters: spoiledRecord(fields), body: plausibleBody });
  const spoiledBody = operation.body && fc.record({ parameters: fc.record(fields), body: bodyOf(document, operation.body) });
  const requests = spoiledBody ? fc.oneof({ weight: 1, arbitrary: spoiledParameters }, { weight: 3, arbitrary: spoiledBody }) : spoiledParameters;
  return requests.map(({ parameters, body }) => ({ url: urlOf(operation, parameters), payload: operation.body ? toJson(body) : undefined }));
}

/** Every operation of the document, with the /api prefix of its server entry. */
export function operationsOf(document: OpenAPIObject): Operation[] {
  const base = document.servers?.[0]?.url ?? '';
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) return [];
      const content = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : undefined;
      return [
        {
          id: operation.operationId ?? `${method} ${path}`,
          method: method.toUpperCase(),
          path: `${base}${path}`,
          parameters: (operation.parameters ?? []).filter((parameter): parameter is ParameterObject => !('$ref' in parameter)),
          body: content?.['application/json']?.schema,
        },
      ];
    }),
  );
}
