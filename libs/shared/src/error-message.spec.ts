import { chooseErrorMessage } from './error-message';

describe('error message choice', () => {
  it('takes the second entry of a server errors list with more than one entry', () => {
    expect(chooseErrorMessage({ status: 400, data: { errors: [{ text: 'first' }, { text: 'second' }] } })).toBe('second');
  });

  it('takes the first entry when the list has one entry', () => {
    expect(chooseErrorMessage({ status: 400, data: { errors: [{ text: 'only' }] } })).toBe('only');
  });

  it('reads a validation message list the same way', () => {
    expect(chooseErrorMessage({ status: 400, data: { message: ['label must be a string'] } })).toBe('label must be a string');
  });

  it('takes the body when it is a non-empty string', () => {
    expect(chooseErrorMessage({ status: 500, data: 'Room is full' })).toBe('Room is full');
  });

  it("takes the body's message, then the error's own message", () => {
    expect(chooseErrorMessage({ status: 404, data: { message: 'Room not found' } })).toBe('Room not found');
    expect(chooseErrorMessage({ status: 'PARSING_ERROR', data: '  ', message: 'Unexpected token' })).toBe('Unexpected token');
  });

  it('says the server could not answer when it failed without a message of its own, and keeps the network wording for requests that never reached it', () => {
    const serverFailure = 'The server could not answer just now. Please try again in a moment.';
    expect(chooseErrorMessage({ status: 500, data: { statusCode: 500, message: 'Internal server error' } })).toBe(serverFailure);
    expect(chooseErrorMessage({ status: 503, data: '' })).toBe(serverFailure);
    expect(chooseErrorMessage({ status: 500, data: { message: 'The room is full' } })).toBe('The room is full');
    const networkFailure = 'We could not reach the server. Check your internet connection, then try again.';
    expect(chooseErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(networkFailure);
    expect(chooseErrorMessage(new TypeError('Failed to fetch'))).toBe(networkFailure);
  });

  it('falls back to the catalogue text', () => {
    expect(chooseErrorMessage({})).toBe('We could not complete your request, please try again later');
    expect(chooseErrorMessage(undefined)).toBe('We could not complete your request, please try again later');
  });
});
