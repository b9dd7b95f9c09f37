import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { STORAGE_KEYS } from '@daycare/shared';
import { chooseLanguage, createAppStore, sessionOf, type LoggedInUser } from '@daycare/store';
import { director, renderInApp, testUser } from '@daycare/shared-features/testing';
import { AnonymousHeader } from './anonymous-header';
import { openSideMenu } from './side-menu-testing';
import { UserHeader } from './user-header';

function renderWithSpiedStore(element: React.ReactNode, user?: LoggedInUser) {
  const store = createAppStore(user ? { session: sessionOf(user) } : undefined);
  const dispatch = jest.spyOn(store, 'dispatch');
  return { ...renderInApp(element, { store }), dispatch };
}

/** The POST /api/user/setLanguage calls the page made, by their body. */
async function savedLanguages(fetchMock: jest.SpyInstance): Promise<unknown[]> {
  const requests = fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => new URL(request.url).pathname === '/api/user/setLanguage');
  return Promise.all(requests.map((request) => request.clone().json()));
}

describe('the language chooser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it("is a Language button in the visitors' header, on a phone too, listing each language in itself", async () => {
    window.innerWidth = 390;
    const { store, dispatch } = renderWithSpiedStore(<AnonymousHeader />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['English', 'Português (Brasil)']);
    expect(within(menu).getByText('Português (Brasil)').getAttribute('lang')).toBe('pt-BR');

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Português (Brasil)' }));
    expect(dispatch).toHaveBeenCalledWith(chooseLanguage('pt-BR'));
    expect(store.getState().preferences.language).toBe('pt-BR');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('pt-BR');
    // The page speaks Portuguese once its texts have arrived.
    expect(await screen.findByRole('button', { name: 'Idioma' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeTruthy();
  });

  it('is a labelled select in the guardian side menu, and the choice is saved to the profile', async () => {
    window.innerWidth = 390;
    const fetchMock = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const { store, dispatch } = renderWithSpiedStore(<UserHeader user={testUser()} />, testUser());
    await openSideMenu();
    const select = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.mouseDown(select);
    const options = await screen.findAllByText('Português (Brasil)');
    fireEvent.click(options.find((option) => option.closest('.ant-select-item-option')) as HTMLElement);

    expect(dispatch).toHaveBeenCalledWith(chooseLanguage('pt-BR'));
    expect(store.getState().preferences.language).toBe('pt-BR');
    await waitFor(async () => expect(await savedLanguages(fetchMock)).toEqual([{ language: 'pt-BR' }]));
    // The side menu speaks Portuguese, opened again if the new language closed it.
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toBeTruthy();
  });

  it('is a Language entry of the admin user menu, the current language marked', async () => {
    window.innerWidth = 1280;
    jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const { store, dispatch } = renderWithSpiedStore(<UserHeader user={director} />, director);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Margaret Chen' }));
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Language/ }));
    const english = await screen.findByRole('menuitem', { name: 'English' });
    expect(english.classList.contains('ant-dropdown-menu-item-selected')).toBe(true);

    fireEvent.click(screen.getByRole('menuitem', { name: 'Português (Brasil)' }));
    expect(dispatch).toHaveBeenCalledWith(chooseLanguage('pt-BR'));
    expect(store.getState().preferences.language).toBe('pt-BR');
    expect(await screen.findByRole('button', { name: 'Menu da conta de Margaret Chen' })).toBeTruthy();
  });
});
