import { director, staff } from '@daycare/shared-features/testing';
import { accessTokenFor, liveIdentityOf, type LiveIdentity } from './live-connection';

describe('the token a live connection presents', () => {
  const directorsConnection = liveIdentityOf(director) as LiveIdentity;

  it("is the signed-in user's access token while they are still the one it connects for", () => {
    expect(accessTokenFor({ ...director, accessToken: 'renewed' }, directorsConnection)).toBe('renewed');
  });

  it('is refused once the director began viewing the app as a staff member, so the hub never sees a mismatch', () => {
    const viewingAsStaff = { ...staff, impersonated: true, accessToken: 'staff-as-director' };
    expect(() => accessTokenFor(viewingAsStaff, directorsConnection)).toThrow('The signed-in user changed');
    expect(() => accessTokenFor(null, directorsConnection)).toThrow('The signed-in user changed');
  });
});
