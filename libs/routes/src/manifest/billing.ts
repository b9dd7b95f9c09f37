import type { RouteEntry } from '../types';
import { adminPage, familyPage, guardianPage, sharedPage, type Extra } from './define';

const BILLING: Extra = { roles: ['INVOICING'], feature: 'invoices' };
const REGISTRATION_PAYMENT: Extra = { registrationPath: true, feature: 'registration' };

const PAYMENT_RETURNS: RouteEntry[] = [
  guardianPage('/billing/subscriptionSuccess/:fid/:sid', 'Subscription confirmed', 'Confirms your subscription payment went through.'),
  guardianPage('/billing/subscriptionSuccessMobile', 'Subscription confirmed', 'Confirms your subscription payment and sends you back to the mobile app.'),
  guardianPage('/billing/registrationSuccess/:fid/:sid', 'Registration fee paid', 'Confirms your registration fee was paid and takes you to the next registration step.', REGISTRATION_PAYMENT),
  guardianPage('/billing/registrationSuccessMobile', 'Registration fee paid', 'Confirms your registration fee was paid and sends you back to the mobile app.', REGISTRATION_PAYMENT),
  guardianPage('/billing/invoiceSuccess/:iid/:fid/:gid/:sid', 'Invoice paid', 'Confirms your invoice payment and shows the receipt.', { feature: 'invoices' }),
];

const INVOICES: RouteEntry[] = [
  adminPage('/invoices/list', 'Invoices', "The centre's invoices: draft, sent, paid and overdue.", BILLING),
  familyPage('/invoices/family/:familyId', 'Family invoices', "A family's invoices and payments, with the balance owing.", { feature: 'invoices' }),
  sharedPage('/invoices/view/:invoiceId', 'Invoice', 'An invoice with its lines, subsidies, payments and balance; families can pay it online.', { feature: 'invoices' }),
  adminPage('/invoices/preview', 'Invoice preview', 'Check the invoices of the next run before they are sent.', BILLING),
  adminPage('/invoices/create/:familyId/:invoiceDate?', 'New invoice', 'Write an invoice for a family.', BILLING),
  adminPage('/invoices/create/v2/:familyId/:childId?/:invoiceDate?', 'New invoice', "Write an invoice for a family from each child's fees and attendance.", BILLING),
  sharedPage('/invoices/tax', 'Tax receipts', 'Yearly childcare receipts for income tax, per family.', { feature: 'invoices' }),
];

const FUNDING_AND_FEES: RouteEntry[] = [
  adminPage('/subsidy', 'Subsidies', 'Childcare subsidies received per child, with their amounts and dates.', BILLING),
  adminPage('/subsidy/update/:subsidyId?/:childId?', 'Edit subsidy', "Change a subsidy's amount, dates or child.", BILLING),
  adminPage('/billing/reports', 'Billing reports', 'Revenue, balances owing and payments by month.', BILLING),
  adminPage('/grant/list', 'Grants', 'Government grants the centre receives and what they cover.', BILLING),
  adminPage('/fees/:tab?', 'Fees', "The centre's fees: by room, age group and attendance plan, and one-time fees.", BILLING),
  adminPage('/payment/list', 'Payments', 'Payments received, by card, deposit or cheque, and what they paid.', BILLING),
  adminPage('/claims', 'Claims', 'Subsidy claims to send to the funding agencies, and their status.', BILLING),
];

export const BILLING_ROUTES: RouteEntry[] = [...PAYMENT_RETURNS, ...INVOICES, ...FUNDING_AND_FEES];
