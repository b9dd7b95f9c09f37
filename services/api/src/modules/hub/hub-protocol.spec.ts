import { MessageType, parseHandshake, parseMessage, ProtocolError, record, RecordReader } from './hub-protocol';

const RS = '\u001e';

describe('RecordReader', () => {
  it('splits a frame holding several records and keeps an unfinished one for the next frame', () => {
    const reader = new RecordReader(1000);
    expect(reader.push(`{"type":6}${RS}{"type":1,`)).toEqual(['{"type":6}']);
    expect(reader.push(`"target":"X","arguments":[]}${RS}`)).toEqual(['{"type":1,"target":"X","arguments":[]}']);
    expect(reader.push('')).toEqual([]);
  });

  it('refuses a record that grows past the limit without ending', () => {
    const reader = new RecordReader(10);
    expect(() => reader.push('x'.repeat(11))).toThrow(ProtocolError);
  });
});

describe('parseHandshake', () => {
  it('accepts json version 1 only', () => {
    expect(() => parseHandshake('{"protocol":"json","version":1}')).not.toThrow();
    expect(() => parseHandshake('{"protocol":"json","version":2}')).toThrow('Version 2 of the json protocol is not supported; use 1');
    expect(() => parseHandshake('[]')).toThrow('The handshake is not a JSON object');
  });
});

describe('parseMessage', () => {
  it('reads invocations, pings and closes', () => {
    expect(parseMessage('{"type":1,"invocationId":"4","target":"HealthCheckResponse","arguments":[{"id":"a"}]}')).toEqual({
      type: MessageType.Invocation,
      invocationId: '4',
      target: 'HealthCheckResponse',
      arguments: [{ id: 'a' }],
    });
    expect(parseMessage('{"type":6}')).toEqual({ type: MessageType.Ping });
    expect(parseMessage('{"type":7,"error":"bye"}')).toEqual({ type: MessageType.Close, error: 'bye' });
  });

  it.each([
    ['not json', 'A message is not valid JSON'],
    ['42', 'A message is not a JSON object'],
    ['{"type":1,"arguments":[]}', 'An invocation needs a target'],
    ['{"type":1,"target":"X"}', 'An invocation needs an arguments array'],
    ['{"type":4,"target":"X","arguments":[]}', 'This hub does not stream'],
    ['{"type":99}', 'Unknown message type 99'],
  ])('refuses %s', (text, message) => {
    expect(() => parseMessage(text)).toThrow(new ProtocolError(message));
  });
});

it('ends every record with the record separator', () => {
  expect(record({ type: 6 })).toBe(`{"type":6}${RS}`);
});
