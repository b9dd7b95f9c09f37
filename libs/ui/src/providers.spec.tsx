import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Input, Pagination } from 'antd';
import { ThemeProviders } from './providers';
import { nonceStyleElements } from './style-nonce';

describe("antd's styles under the gateway's Content-Security-Policy", () => {
  afterEach(() => document.head.querySelector('meta[name="csp-nonce"]')?.remove());

  it("carry the nonce the gateway wrote into the page's csp-nonce meta tag", () => {
    document.head.insertAdjacentHTML('afterbegin', '<meta name="csp-nonce" content="page-nonce">');
    render(<ThemeProviders themeName="light"><Button>Save</Button></ThemeProviders>);
    const styles = Array.from(document.head.querySelectorAll('style'));
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((style) => style.nonce === 'page-nonce')).toBe(true);
  });

  it('also carry it when a library creates a <style> without asking antd for the nonce', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<meta name="csp-nonce" content="page-nonce">';
    nonceStyleElements(doc);
    expect(doc.createElement('style').nonce).toBe('page-nonce');
    expect(doc.createElement('div').nonce).toBe('');
  });

  it('leave styles alone on a page without a nonce (the dev servers)', () => {
    const doc = document.implementation.createHTMLDocument();
    nonceStyleElements(doc);
    expect(doc.createElement('style').nonce).toBe('');
  });
});

describe("antd's own texts in the reader's language", () => {
  it('change with the language without drawing the page anew: what a person typed stays', async () => {
    const page = (language: 'en' | 'pt-BR') => (
      <ThemeProviders themeName="light" language={language}>
        <input aria-label="Note" />
        <Pagination total={50} />
      </ThemeProviders>
    );
    const { rerender } = render(page('en'));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Bring a hat' } });
    expect(screen.getByTitle('Next Page')).toBeTruthy();
    rerender(page('pt-BR'));
    expect(await screen.findByTitle('Próxima página')).toBeTruthy();
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Bring a hat');
    rerender(page('en'));
    expect(screen.getByTitle('Next Page')).toBeTruthy();
  });
});

describe('password fields', () => {
  it("show a show/hide eye at least 24 pixels square, a target a finger can tap", () => {
    render(<ThemeProviders themeName="light"><Input.Password aria-label="Password" /></ThemeProviders>);
    const eye = screen.getByRole('button', { name: 'Show' }).firstElementChild as HTMLElement;
    expect(eye.style.minWidth).toBe('24px');
    expect(eye.style.minHeight).toBe('24px');
  });
});
