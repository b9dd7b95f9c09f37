import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import type { LoggedInUserResponseDto } from '../users/dto/logged-in-user.dto';
import { LoggedInUserService } from '../users/logged-in-user.service';
import { User } from '../users/user.entity';
import { ACCOUNT_MESSAGES } from './account-messages';
import type { SaveProfileDto } from './dto/account-requests.dto';
import type { ProfileDto, ReferralDto, ReferredByDto } from './dto/account-responses.dto';

/** Registration progress once the guardian's own profile is saved. */
const PROGRESS_PROFILE_SAVED = 3;

/** The guardian's own details and who recommended Daycare to them. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly loggedInUsers: LoggedInUserService,
  ) {}

  async referral(userId: number): Promise<ReferralDto> {
    const { referralCode } = await this.users.findOneOrFail({ select: { referralCode: true }, where: { id: userId } });
    return { referralCode };
  }

  /** Records whose code the user entered; an unknown code, or the user's own, is refused. */
  async setReferrer(userId: number, referralCode: string): Promise<ReferredByDto> {
    const referrer = await this.users.findOne({ select: { id: true, firstName: true }, where: { referralCode } });
    if (!referrer || referrer.id === userId) throw new BadRequestException(ACCOUNT_MESSAGES.invalidReferralCode);
    await this.users.update(userId, { referredById: referrer.id });
    return { referredBy: referrer.firstName };
  }

  /** The signed-in guardian's own saved contact details, to fill the profile form in again. */
  async profile(userId: number): Promise<ProfileDto> {
    // The id is selected too: TypeORM finds no entity when every selected column is null.
    const select = { id: true, phone: true, address: true, city: true, province: true, postalCode: true };
    const { phone, address, city, province, postalCode } = await this.users.findOneOrFail({ select, where: { id: userId } });
    return { phone, address, city, province, postalCode };
  }

  async saveProfile(user: AuthenticatedUser, profile: SaveProfileDto): Promise<LoggedInUserResponseDto> {
    await this.users
      .createQueryBuilder()
      .update()
      .set({ ...profile, profileComplete: true, registerProgress: () => `GREATEST(register_progress, ${PROGRESS_PROFILE_SAVED})` })
      .where('id = :id', { id: user.id })
      .execute();
    return { user: await this.loggedInUsers.build({ userId: user.id, daycareId: user.daycareId, impersonatorId: user.impersonatorId }) };
  }
}
