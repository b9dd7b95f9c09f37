import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { commonText, currentLanguage, defineCatalogue, familyName, formatClock, formatDate, formatMoney, localMessage, ratioLabel, setLanguage } from './index';

const sample = defineCatalogue(
  'sample',
  { greeting: 'Hello {{name}}', children_one: '{{count}} child', children_other: '{{count}} children', policy: 'Read <a>our policy</a>.' },
  { 'pt-BR': async () => ({ greeting: 'Olá {{name}}', children_one: '{{count}} criança', children_other: '{{count}} crianças', policy: 'Leia <a>nossa política</a>.' }) },
);

function Greeting() {
  const t = sample.useT();
  return <p>{t('greeting', { name: 'Ana' })} · {t('children', { count: 2 })}</p>;
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('texts', () => {
  it('draw in English first, then in Portuguese once the person chooses it, with the right plural', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello Ana · 2 children')).toBeTruthy();
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('Olá Ana · 2 crianças')).toBeTruthy();
    expect(currentLanguage()).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(sample.t('children', { count: 1 })).toBe('1 criança');
  });

  it('put elements inside a sentence', async () => {
    render(<MemoryRouter><sample.RichText k="policy" components={{ a: <Link to="/privacy-policy" /> }} /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'our policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it("translate the product's own messages and leave a server's message as it came", async () => {
    await act(() => setLanguage('pt-BR'));
    expect(localMessage('Your session has expired, please login to continue')).toBe('Sua sessão expirou. Entre novamente para continuar');
    expect(localMessage('Emma is already signed in')).toBe('Emma is already signed in');
    expect(ratioLabel({ kind: 'short', required: 4, missing: 3 })).toBe('Abaixo da proporção: faltam 3 funcionários');
    expect(commonText.t('language.label')).toBe('Idioma');
  });
});

describe("a family's name", () => {
  it("follows the reader's language, alone and within a sentence", async () => {
    const thompsons = { id: 5, surnames: ['Silva', 'Thompson'] };
    expect(familyName(thompsons)).toBe('Silva and Thompson family');
    await act(() => setLanguage('pt-BR'));
    expect(familyName(thompsons)).toBe('Família Silva e Thompson');
    expect(familyName(thompsons, 'inSentence')).toBe('família Silva e Thompson');
  });

  it('is the family number before its first child', async () => {
    expect(familyName({ id: 5, surnames: [] })).toBe('Family 5');
    await act(() => setLanguage('pt-BR'));
    expect(familyName({ id: 5, surnames: [] }, 'inSentence')).toBe('família 5');
  });
});

describe('dates, times and money', () => {
  it("follow the reader's language", () => {
    expect(formatDate('2026-11-26', 'weekday', 'en')).toBe('Thu, Nov 26, 2026');
    expect(formatDate('2026-11-26', 'weekday', 'pt-BR')).toBe('qui., 26 de nov. de 2026');
    expect(formatClock('07:30', 'en')).toBe('7:30 AM');
    expect(formatClock('07:30:00', 'pt-BR')).toBe('07:30');
    expect(formatMoney(123456, 'BRL', 'pt-BR')).toBe('R$\u00a01.234,56');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
  });

  it('keep a calendar day the same day in any time zone', () => {
    expect(formatDate('2026-01-01', 'day', 'en')).toBe('Jan 1, 2026');
  });
});
