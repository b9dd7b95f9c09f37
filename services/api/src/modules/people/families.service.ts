import { Injectable, NotImplementedException } from '@nestjs/common';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import type { FamilyChoiceDto } from './dto/family.dto';

@Injectable()
export class FamiliesService {
  choices(_user: AuthenticatedUser, _search: string | undefined): Promise<FamilyChoiceDto[]> {
    throw new NotImplementedException();
  }
}
