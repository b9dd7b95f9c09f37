import type { ComponentType } from 'react';

/** Loads one public page; each page is its own chunk, so the home page never downloads the others. */
export type PageLoader = () => Promise<ComponentType>;

/** The public pages a visitor reads before signing in, by manifest path. */
export const publicPages: Record<string, PageLoader> = {
  '/': () => import('./home-page').then((page) => page.HomePage),
  '/home': () => import('./home-page').then((page) => page.HomePage),
  '/welcome/parents': () => import('./parents-page').then((page) => page.ParentsPage),
  '/welcome/directors': () => import('./directors-page').then((page) => page.DirectorsPage),
  '/contact': () => import('./contact-page').then((page) => page.ContactPage),
  '/support': () => import('./support-page').then((page) => page.SupportPage),
  '/privacy-policy': () => import('./privacy-policy-page').then((page) => page.PrivacyPolicyPage),
  '/policies/storage': () => import('./storage-policy-page').then((page) => page.StoragePolicyPage),
};
