import type { RouteEntry } from '../types';
import { publicPage, type Extra } from './define';

const REGISTRATION: Extra = { registrationPath: true };

export const PUBLIC_ROUTES: RouteEntry[] = [
  publicPage('/', 'Home', 'What the product does for families and childcare centres, with Login and Register Now.'),
  publicPage('/tablet', 'Room tablet', 'Where a room tablet signs in before it is used for child and staff check-in.'),
  publicPage('/admin', "Director's home", 'The start page for directors and staff: sign in, then the day at the centre at a glance.'),
  // The guardian remote draws the family dashboard for a signed-in guardian.
  { ...publicPage('/home', 'Home', 'The start page for families: what the product offers before sign-in, the family dashboard after it.'), owners: ['shell', 'guardian'] },
  publicPage('/privacy-policy', 'Privacy policy', 'What we collect about children and guardians, why, who sees it, how long we keep it and your rights.'),
  publicPage('/login/:email?', 'Login', 'Sign in with your email address and password.'),
  // Flagged so a guardian in the middle of registering can always sign out.
  publicPage('/logout', 'Logout', 'Signs you out and clears your session on this device.', REGISTRATION),
  publicPage('/register/:daycareId?', 'Register', 'Start a family registration with a childcare centre.', REGISTRATION),
  publicPage('/register/continue/:daycareId?', 'Continue registration', 'Pick up your registration at the step where you left it.', REGISTRATION),
  publicPage('/register/account/:daycareId?', 'Join a centre', 'A family that already has an account asks another centre for access to it.', REGISTRATION),
  publicPage('/register/secondary-guardian', 'Second guardian', 'Add the other parent or guardian to your family.', REGISTRATION),
  publicPage('/register/other', 'Other details', "The centre's remaining registration questions.", REGISTRATION),
  publicPage('/register/payment', 'Registration payment', 'Pay the registration fee, if the centre charges one.', REGISTRATION),
  publicPage('/register/consents/:childId?', 'Consents', "Read and sign the centre's consent forms for your child.", REGISTRATION),
  publicPage('/sign-up/:code?', 'Sign up', 'Create an account from an invitation code sent by your centre.', REGISTRATION),
  publicPage('/account/confirm-email/:email?/:code?', 'Confirm your email', 'Enter the code we emailed you, or ask for a new one.', REGISTRATION),
  publicPage('/account/forgot-password/:email?/:code?/:requested?', 'Reset your password', 'Ask for a reset code by email and choose a new password.', REGISTRATION),
  publicPage('/subscription-forward-url/:token?/:priceId?', 'Subscription checkout', 'Forwards you to the secure payment page for a subscription.'),
  publicPage('/registration-forward-url/:token?/:priceId?', 'Registration checkout', 'Forwards you to the secure payment page for a registration fee.', REGISTRATION),
  publicPage('/welcome/directors', 'For directors', 'How the product runs a centre: rooms, attendance and ratios, billing, registrations, messages and tablets.'),
  publicPage('/welcome/parents', 'For parents', "What families get: their child's day, invoices, messages with the centre, registration and privacy."),
  publicPage('/contact', 'Contact us', 'Write to us, call us, or find our address and office hours.'),
  publicPage('/support', 'Support', 'Help topics and answers to the questions families and directors ask most.'),
  publicPage('/policies/storage', 'Storage policy', 'What the app keeps in your browser (local storage, session storage and cookies) and why.'),
];
