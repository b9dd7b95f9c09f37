import { fireEvent, screen } from '@testing-library/react';
import { selectUser } from '@daycare/store';
import { testUser } from '@daycare/shared-features/testing';
import { mockGateway, renderPage } from './account-testing';
import { RegisterPage } from './register-page';
import { SignUpPage } from './sign-up-page';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillIn(password: string) {
  type('First name', 'Robin');
  type('Last name', 'Rivera');
  type('Email', 'robin.rivera@example.com');
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

const created = { status: 201, body: { email: 'robin.rivera@example.com', message: 'Check your inbox for a confirmation code' } };
const robin = testUser({ email: 'robin.rivera@example.com', emailConfirmed: false, profileComplete: false, registerProgress: 2 });

describe('the registration form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('creates the account with the centre of the link, signs it in and asks for the emailed code', async () => {
    const requests = mockGateway({ 'POST /register/createUser': created, 'POST /auth/login': { status: 200, body: robin } });
    const { store } = renderPage('/register/:daycareId?', <RegisterPage />, '/register/1');
    fillIn('Maple-syrup-42');
    expect((await screen.findByTestId('landed')).textContent).toBe('/account/confirm-email/robin.rivera%40example.com');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /register/createUser', 'POST /auth/login']);
    expect(requests[0].body).toEqual({ firstName: 'Robin', lastName: 'Rivera', email: 'robin.rivera@example.com', password: 'Maple-syrup-42', daycareId: 1 });
    expect(selectUser(store.getState())).toMatchObject({ email: 'robin.rivera@example.com', emailConfirmed: false });
  });

  it('asks for the code all the same when the address belongs to someone else', async () => {
    mockGateway({ 'POST /register/createUser': created, 'POST /auth/login': { status: 401, body: { message: 'The email or password is incorrect' } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderPage('/register/:daycareId?', <RegisterPage />, '/register');
    fillIn('Maple-syrup-42');
    expect((await screen.findByTestId('landed')).textContent).toBe('/account/confirm-email/robin.rivera%40example.com');
    expect(selectUser(store.getState())).toBeNull();
  });

  it('refuses a common password with the server\'s words, without calling it', async () => {
    const requests = mockGateway({});
    renderPage('/register/:daycareId?', <RegisterPage />, '/register');
    fillIn('password1');
    expect(await screen.findByText('Choose a less common password, this one is among the first that attackers try')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    expect(await screen.findByText('Use at least 8 characters')).not.toBeNull();
    expect(requests).toEqual([]);
  });

  it('asks for every field', async () => {
    mockGateway({});
    renderPage('/register/:daycareId?', <RegisterPage />, '/register');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Enter your first name')).not.toBeNull();
    expect(screen.getByText('Enter your last name')).not.toBeNull();
    expect(screen.getByText('Enter your email address')).not.toBeNull();
    expect(screen.getByText('Choose a password')).not.toBeNull();
  });

  it('shows the server\'s refusal in the form', async () => {
    mockGateway({ 'POST /register/createUser': { status: 400, body: { statusCode: 400, message: ['Leave your e-mail address out of the password'] } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/register/:daycareId?', <RegisterPage />, '/register');
    fillIn('Maple-syrup-42');
    expect((await screen.findByRole('alert')).textContent).toContain('Leave your e-mail address out of the password');
  });

  it('keeps the invitation code of a sign-up link with the new account', async () => {
    const requests = mockGateway({ 'POST /register/createUser': created, 'POST /auth/login': { status: 200, body: robin } });
    renderPage('/sign-up/:code?', <SignUpPage />, '/sign-up/K7Q2MX');
    expect(screen.getByText('Invitation code K7Q2MX will be added to your account.')).not.toBeNull();
    fillIn('Maple-syrup-42');
    await screen.findByTestId('landed');
    expect(requests[0].body).toMatchObject({ email: 'robin.rivera@example.com', referralCode: 'K7Q2MX' });
  });
});
