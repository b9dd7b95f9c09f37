import { DEFAULT_FEATURE_CONTROL } from '@daycare/shared';
import { testUser } from '@daycare/shared-features/testing';
import { flatLinks, shownEntries } from '../menu-entries';
import { GUARDIAN_MENU } from './guardian-menu';

describe('the guardian side menu', () => {
  it("leads a guardian to their own family's archive, under Other", () => {
    const links = flatLinks(shownEntries(GUARDIAN_MENU, { user: testUser({ familyId: 5 }), roles: [], featureControl: DEFAULT_FEATURE_CONTROL }));
    expect(links.find((link) => link.title === 'menu.familyArchive')).toEqual({ key: 'menu.other / menu.familyArchive', title: 'menu.familyArchive', to: '/family/archive/5', group: 'menu.other' });
  });

  it('leaves the archive out for a guardian without a family yet', () => {
    const links = flatLinks(shownEntries(GUARDIAN_MENU, { user: testUser({ familyId: null }), roles: [], featureControl: DEFAULT_FEATURE_CONTROL }));
    expect(links.map((link) => link.title)).not.toContain('menu.familyArchive');
  });
});
