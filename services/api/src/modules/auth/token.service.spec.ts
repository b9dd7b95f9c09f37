import { UserType } from '@daycare/shared';
import { ClockService } from '../../common/clock/clock.service';
import type { AppConfig } from '../../config';
import { type AccessClaims, TokenService } from './token.service';

const CLAIMS: AccessClaims = { userId: 7, sessionId: 'a2f4c1de-0000-4000-8000-000000000001', daycareId: 3, userType: UserType.Staff, impersonatorId: null };

function tokens(secret = 'unit-test-signing-key-0123456789abcdef') {
  const clock = new ClockService();
  clock.set(new Date('2026-11-23T12:00:00Z'));
  return { clock, service: new TokenService({ jwtSecret: secret, accessTokenTtlSeconds: 900 } as AppConfig, clock) };
}

describe('TokenService access tokens', () => {
  it('answers the claims of a token it signed, again and again, and calls it expired once its lifetime is over', async () => {
    const { clock, service } = tokens();
    const token = await service.signAccessToken(CLAIMS);
    expect(await service.verifyAccessToken(token)).toEqual({ claims: CLAIMS, expired: false });
    expect(await service.verifyAccessToken(token)).toEqual({ claims: CLAIMS, expired: false });
    clock.set(new Date('2026-11-23T12:14:59Z'));
    expect((await service.verifyAccessToken(token))?.expired).toBe(false);
    clock.set(new Date('2026-11-23T12:15:00Z'));
    expect(await service.verifyAccessToken(token)).toEqual({ claims: CLAIMS, expired: true });
  });

  it('refuses a token signed with another key or altered, even next to a checked one', async () => {
    const { service } = tokens();
    const token = await service.signAccessToken(CLAIMS);
    await service.verifyAccessToken(token);
    const foreign = await tokens('another-signing-key-0123456789abcdef').service.signAccessToken(CLAIMS);
    const [header, , signature] = token.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ sub: '8', sid: CLAIMS.sessionId, typ: UserType.Admin })).toString('base64url')}.${signature}`;
    expect(await service.verifyAccessToken(foreign)).toBeNull();
    expect(await service.verifyAccessToken(altered)).toBeNull();
    expect(await service.verifyAccessToken(`${token}x`)).toBeNull();
  });
});
