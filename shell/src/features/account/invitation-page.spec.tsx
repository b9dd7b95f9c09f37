import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockGateway, renderPage } from './account-testing';
import { SignUpPage } from './sign-up-page';

const TOKEN = 'q3Vb0c2s1ZyQ0ktq3Vb0c2s1ZyQ0ktq3Vb0c2s1ZyQ0';
const PREVIEW = { email: 'ana.costa@example.com', label: 'Ana Costa', daycare: 'Little Acorns' };
const PASSWORD = 'maple syrup on pancakes';

function renderInvitation() {
  return renderPage('/sign-up/:code?', <SignUpPage />, `/sign-up/${TOKEN}`);
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the sign-up page with a staff invitation link', () => {
  afterEach(() => jest.restoreAllMocks());

  it('greets the invited person, takes their new password, and sends them to sign in with their address', async () => {
    const requests = mockGateway({ 'GET /invitation/byToken': { status: 200, body: PREVIEW }, 'POST /invitation/accept': { status: 204 } });
    const { router } = renderInvitation();
    expect(await screen.findByText('Hi Ana Costa, Little Acorns invites you to join its staff. Choose a password to create your account.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana.costa@example.com');
    type('Choose a password', PASSWORD);
    type('Password again', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/ana.costa%40example.com'));
    expect(router.state.location.state).toEqual({ notice: 'Your account is ready: sign in with your new password' });
    expect(requests.filter((request) => request.method === 'POST')).toEqual([{ method: 'POST', path: '/invitation/accept', body: { token: TOKEN, password: PASSWORD } }]);
  });

  it('checks the password as the server does and that both match, before sending anything', async () => {
    const requests = mockGateway({ 'GET /invitation/byToken': { status: 200, body: PREVIEW } });
    renderInvitation();
    await screen.findByText(/Little Acorns invites you/);
    type('Choose a password', 'short');
    type('Password again', 'shorter');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(screen.getByText(/at least 8 characters/)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal on the form", async () => {
    mockGateway({
      'GET /invitation/byToken': { status: 200, body: PREVIEW },
      'POST /invitation/accept': { status: 400, body: { statusCode: 400, message: 'This e-mail address already has an account', error: 'Bad Request' } },
    });
    renderInvitation();
    await screen.findByText(/Little Acorns invites you/);
    type('Choose a password', PASSWORD);
    type('Password again', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findByText('This e-mail address already has an account')).closest('[role="alert"]')).toBeTruthy();
  });

  it('says a used, revoked or expired link no longer works and leads to the login', async () => {
    mockGateway({ 'GET /invitation/byToken': { status: 404, body: { statusCode: 404, message: 'This invitation link is no longer valid', error: 'Not Found' } } });
    renderInvitation();
    expect(await screen.findByText('This invitation link is no longer valid. Ask your centre to send you a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Choose a password')).toBeNull();
  });

  it("keeps a family's referral link on the registration form", async () => {
    const requests = mockGateway({});
    renderPage('/sign-up/:code?', <SignUpPage />, '/sign-up/A1B2C3D4E5');
    expect(await screen.findByText(/A1B2C3D4E5/)).toBeTruthy();
    expect(requests.filter((request) => request.path.startsWith('/invitation'))).toEqual([]);
  });
});
