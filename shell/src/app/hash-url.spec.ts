import { rewriteHashUrl } from './hash-url';

describe('hash URLs', () => {
  it('become the plain path, with their query, without adding a history entry', () => {
    window.history.replaceState(null, '', '/#/contact?from=email');
    const entries = window.history.length;
    rewriteHashUrl(window.location, window.history);
    expect(window.location.pathname).toBe('/contact');
    expect(window.location.search).toBe('?from=email');
    expect(window.location.hash).toBe('');
    expect(window.history.length).toBe(entries);
  });

  it('leave ordinary URLs and in-page anchors alone', () => {
    window.history.replaceState(null, '', '/privacy-policy#cookies');
    rewriteHashUrl(window.location, window.history);
    expect(window.location.pathname).toBe('/privacy-policy');
    expect(window.location.hash).toBe('#cookies');
  });
});
