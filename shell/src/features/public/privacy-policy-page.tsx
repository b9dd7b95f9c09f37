import { Link } from 'react-router';
import { mdiShieldLockOutline } from '@mdi/js';
import { PRODUCT_NAME } from '@daycare/ui';
import { RichText, useT, type ShellTranslate } from '../../i18n';
import { COMPANY } from './company';
import { Hero, PolicyText, PublicPage, type PolicyBlock } from './parts';

/** The day the policy below took effect. */
const EFFECTIVE = '2026-11-22';

/** The policy, block by block, in the reader's language. */
function policy(t: ShellTranslate): PolicyBlock[] {
  return [
    {
      title: t('public.privacy.whoWeAre.title'),
      body: [t('public.privacy.whoWeAre.text', { product: PRODUCT_NAME })],
    },
    {
      title: t('public.privacy.guardians.title'),
      body: [
        {
          list: [
            t('public.privacy.guardians.contact'),
            t('public.privacy.guardians.account'),
            t('public.privacy.guardians.billing'),
            t('public.privacy.guardians.sent'),
          ],
        },
      ],
    },
    {
      title: t('public.privacy.children.title'),
      body: [t('public.privacy.children.records'), t('public.privacy.children.health')],
    },
    {
      title: t('public.privacy.why.title'),
      body: [
        {
          list: [
            t('public.privacy.why.care'),
            t('public.privacy.why.talk'),
            t('public.privacy.why.register'),
            t('public.privacy.why.legal'),
            t('public.privacy.why.secure'),
          ],
        },
        t('public.privacy.why.never'),
      ],
    },
    {
      title: t('public.privacy.whoSees.title'),
      body: [
        t('public.privacy.whoSees.belongs'),
        {
          list: [
            t('public.privacy.whoSees.centre'),
            t('public.privacy.whoSees.families'),
            t('public.privacy.whoSees.support'),
            t('public.privacy.whoSees.providers'),
            t('public.privacy.whoSees.authorities'),
          ],
        },
        t('public.privacy.whoSees.moves'),
      ],
    },
    {
      title: t('public.privacy.device.title'),
      body: [
        <RichText key="intro" k="public.privacy.device.intro" components={{ a: <Link to="/policies/storage" style={IN_TEXT} /> }} />,
        { list: [t('public.privacy.device.local'), t('public.privacy.device.session'), t('public.privacy.device.cookie')] },
      ],
    },
    {
      title: t('public.privacy.keep.title'),
      body: [t('public.privacy.keep.family'), t('public.privacy.keep.logs')],
    },
    {
      title: t('public.privacy.protect.title'),
      body: [t('public.privacy.protect.text')],
    },
    {
      title: t('public.privacy.rights.title'),
      body: [
        t('public.privacy.rights.intro'),
        {
          list: [
            t('public.privacy.rights.see'),
            t('public.privacy.rights.correct'),
            t('public.privacy.rights.delete'),
            t('public.privacy.rights.withdraw'),
            t('public.privacy.rights.complain'),
          ],
        },
        t('public.privacy.rights.ask'),
      ],
    },
    {
      title: t('public.privacy.changes.title'),
      body: [t('public.privacy.changes.text')],
    },
    {
      title: t('public.privacy.contact.title'),
      body: [
        <RichText
          key="contact"
          k="public.privacy.contact.text"
          values={{ email: COMPANY.email, address: COMPANY.address.join(', ') }}
          components={{ mail: <a href={`mailto:${COMPANY.email}`} style={IN_TEXT} /> }}
        />,
      ],
    },
  ];
}

/** A link inside a sentence is underlined: told apart from the words around it by more than its colour. */
const IN_TEXT = { textDecoration: 'underline' } as const;

/** The privacy policy in plain language. */
export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <PublicPage title={t('public.privacy.title')}>
      <Hero icon={mdiShieldLockOutline} title={t('public.privacy.title')} lead={t('public.privacy.lead')} />
      <PolicyText effective={EFFECTIVE} blocks={policy(t)} />
    </PublicPage>
  );
}
