import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { renderInApp } from '@daycare/shared-features/testing';
import { AnonymousHeader } from '../../layout/anonymous-header';
import { PrivacyPolicyPage } from './privacy-policy-page';

function renderPolicy() {
  window.innerWidth = 1280;
  return renderInApp(
    <>
      <AnonymousHeader />
      <PrivacyPolicyPage />
    </>,
  );
}

describe('the privacy policy', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('reads in English first, with the day it took effect', () => {
    renderPolicy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    expect(screen.getByText('Effective November 22, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'storage policy' }).getAttribute('href')).toBe('/policies/storage');
  });

  it('reads in Brazilian Portuguese, the header, its links and buttons, and the date too', async () => {
    renderPolicy();
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Política de privacidade');
    expect(screen.getByRole('heading', { name: 'Seus direitos' })).toBeTruthy();
    expect(screen.getByText('Em vigor desde 22 de novembro de 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'política de armazenamento' }).getAttribute('href')).toBe('/policies/storage');
    expect(document.title).toBe('Política de privacidade · Daycare');

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Tema escuro' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Idioma' })).toBeTruthy();
    const main = within(header).getByRole('navigation', { name: 'Principal' });
    expect(within(main).getAllByRole('link').map((link) => link.textContent)).toEqual(['Famílias', 'Diretores', 'Contato']);
    expect(within(header).getByRole('link', { name: /Cadastre-se/ }).getAttribute('href')).toBe('/register');
  });
});
