import type { PageLoader } from '../public';

/** Sign-in, sign-out and registration pages, by manifest path; each page is its own chunk. */
export const accountPages: Record<string, PageLoader> = {
  '/login/:email?': () => import('./login-page').then((page) => page.LoginPage),
  '/logout': () => import('./logout-page').then((page) => page.LogoutPage),
  '/register/:daycareId?': () => import('./register-page').then((page) => page.RegisterPage),
  '/sign-up/:code?': () => import('./sign-up-page').then((page) => page.SignUpPage),
  '/account/confirm-email/:email?/:code?': () => import('./confirm-email-page').then((page) => page.ConfirmEmailPage),
  '/account/forgot-password/:email?/:code?/:requested?': () => import('./forgot-password-page').then((page) => page.ForgotPasswordPage),
  '/register/continue/:daycareId?': () => import('./continue-registration-page').then((page) => page.ContinueRegistrationPage),
  '/register/account/:daycareId?': () => import('./request-access-page').then((page) => page.RequestAccessPage),
};
