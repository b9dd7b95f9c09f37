import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { STORAGE_KEYS } from '@daycare/shared';
import { selectRoles, selectSnackbar, selectUser } from '@daycare/store';
import { director, newParent, testUser } from '@daycare/shared-features/testing';
import { mockGateway, renderPage } from './account-testing';
import { LoginPage } from './login-page';

function renderLogin(url = '/login') {
  return renderPage('/login/:email?', <LoginPage />, url);
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const landed = () => screen.findByTestId('landed').then((element) => element.textContent);

describe('the login page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  afterEach(() => jest.restoreAllMocks());

  it('signs a parent in with the email of the link and takes them home', async () => {
    const requests = mockGateway({ 'POST /auth/login': { status: 200, body: testUser() } });
    const { store } = renderLogin('/login/parent%40demo.test');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('parent@demo.test');
    type('Password', 'Demo!2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await landed()).toBe('/home');
    expect(requests).toEqual([{ method: 'POST', path: '/auth/login', body: { email: 'parent@demo.test', password: 'Demo!2026' } }]);
    expect(selectUser(store.getState())?.email).toBe('parent@demo.test');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').accessToken).toBe('access');
  });

  it('takes a director to the page they asked for before signing in, with their roles', async () => {
    sessionStorage.setItem(STORAGE_KEYS.returnUrl, '/children');
    mockGateway({ 'POST /auth/login': { status: 200, body: director } });
    const { store } = renderLogin();
    type('Email', 'director@demo.test');
    type('Password', 'Demo!2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await landed()).toBe('/children');
    expect(selectRoles(store.getState())).toEqual([{ code: 'DIRECTOR' }]);
  });

  it('sends a guardian with an unfinished profile to continue the registration', async () => {
    mockGateway({ 'POST /auth/login': { status: 200, body: newParent } });
    renderLogin();
    type('Email', 'newparent@demo.test');
    type('Password', 'Demo!2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await landed()).toBe('/register/continue');
  });

  it('shows a refused sign-in in the form, not in the snackbar', async () => {
    mockGateway({ 'POST /auth/login': { status: 401, body: { statusCode: 401, message: 'The email or password is incorrect' } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderLogin();
    type('Email', 'parent@demo.test');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The email or password is incorrect');
    expect(selectSnackbar(store.getState()).open).toBe(false);
    expect(selectUser(store.getState())).toBeNull();
  });

  it('asks for the email and the password before calling the server', async () => {
    const requests = mockGateway({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your email address')).not.toBeNull();
    expect(screen.getByText('Enter your password')).not.toBeNull();
    expect(requests).toEqual([]);
  });

  it('links to the password reset with the typed email, and to registration', async () => {
    renderLogin();
    type('Email', 'parent@demo.test');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/account/forgot-password/parent%40demo.test'));
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('speaks Brazilian Portuguese to a reader who chose it: title, fields, button, rules and links', async () => {
    const requests = mockGateway({});
    renderLogin();
    await act(() => setLanguage('pt-BR'));
    try {
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Entrar');
      expect(screen.getByLabelText('Senha')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
      expect(await screen.findByText('Informe seu e-mail')).toBeTruthy();
      expect(screen.getByText('Informe sua senha')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Esqueceu a senha?' })).toBeTruthy();
      expect(requests).toEqual([]);
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
