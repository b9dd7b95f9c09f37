import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import ContactAddPage from './contact-add-page';
import ContactsPage from './contacts-page';
import { CHILDREN, GRANDMA_ITEM } from './contacts-testing';

describe("the family's contacts in Portuguese", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  it('speaks Portuguese in the list', async () => {
    mockApi({ 'GET /api/contact/list': () => ({ items: [GRANDMA_ITEM], total: 1 }) });
    renderInApp(<ContactsPage />, { user: testUser(), path: '/contacts' });
    await screen.findByRole('link', { name: 'Margaret Thompson' });
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('Chamado em emergência, nº 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar um contato' })).toBeTruthy();
  });

  it('takes a Brazilian mobile first, in its mask', async () => {
    const calls = mockApi({ 'GET /api/tablet/childrenList': () => CHILDREN, 'POST /api/contact/create': () => ({ id: 20 }) });
    renderInApp(<ContactAddPage />, { user: testUser(), path: '/contacts/add' });
    await screen.findByRole('checkbox', { name: 'May pick up Emma Thompson' });
    await act(() => setLanguage('pt-BR'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pode buscar Emma Thompson' }));
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Rosa' } });
    fireEvent.change(screen.getByLabelText('Sobrenome'), { target: { value: 'Lima' } });
    fireEvent.change(screen.getByLabelText('Relação com a família'), { target: { value: 'Tia' } });
    fireEvent.change(screen.getByLabelText('Celular'), { target: { value: '21987654321' } });
    expect((screen.getByLabelText('Celular') as HTMLInputElement).value).toBe('(21) 98765-4321');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar o contato' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/contact/create').map((call) => (call.body as { mobile: unknown }).mobile))
      .toEqual([{ country: 'BR', number: '21987654321' }]));
  });
});
