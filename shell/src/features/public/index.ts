import type { ComponentType } from 'react';
import { ContactPage } from './contact-page';
import { DirectorsPage } from './directors-page';
import { HomePage } from './home-page';
import { ParentsPage } from './parents-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { StoragePolicyPage } from './storage-policy-page';
import { SupportPage } from './support-page';

/** The public pages a visitor reads before signing in, by manifest path. */
export const publicPages: Record<string, ComponentType> = {
  '/': HomePage,
  '/home': HomePage,
  '/welcome/parents': ParentsPage,
  '/welcome/directors': DirectorsPage,
  '/contact': ContactPage,
  '/support': SupportPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/policies/storage': StoragePolicyPage,
};
