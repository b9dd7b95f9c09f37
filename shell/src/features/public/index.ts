import type { ComponentType } from 'react';
import { routesOwnedBy } from '@daycare/routes';
import { ContactPage } from './contact-page';
import { DirectorsPage } from './directors-page';
import { HomePage } from './home-page';
import { ParentsPage } from './parents-page';
import { publicPlaceholder } from './parts';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { StoragePolicyPage } from './storage-policy-page';
import { SupportPage } from './support-page';

const REAL_PAGES: Record<string, ComponentType> = {
  '/': HomePage,
  '/home': HomePage,
  '/welcome/parents': ParentsPage,
  '/welcome/directors': DirectorsPage,
  '/contact': ContactPage,
  '/support': SupportPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/policies/storage': StoragePolicyPage,
};

/** Every public route of the manifest: its real page, or its titled coming-soon page (sign-in and registration come next). */
export const publicPages: Record<string, ComponentType> = Object.fromEntries(
  routesOwnedBy('shell').map((entry) => [entry.path, REAL_PAGES[entry.path] ?? publicPlaceholder(entry.path)]),
);
