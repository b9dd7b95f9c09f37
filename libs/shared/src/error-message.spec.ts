import { chooseErrorMessage } from './error-message';

describe('error message choice (section 8)', () => {
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
    expect(chooseErrorMessage({ status: 'FETCH_ERROR', data: '  ', message: 'Failed to fetch' })).toBe('Failed to fetch');
  });

  it('falls back to the catalogue text', () => {
    expect(chooseErrorMessage({})).toBe('We could not complete your request, please try again later');
    expect(chooseErrorMessage(undefined)).toBe('We could not complete your request, please try again later');
  });
});
