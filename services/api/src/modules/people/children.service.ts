import { Injectable, NotImplementedException } from '@nestjs/common';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import type { RequestActor } from '../audit/request-actor';
import type {
  BulkMoveDto,
  BulkResultDto,
  BulkTagDto,
  BulkWithdrawDto,
  ChildCreatedDto,
  ChildListDto,
  ChildListQueryDto,
  ChildRecordDto,
  CreateChildDto,
  UpdateChildAddressDto,
  UpdateChildMedicalDto,
  UpdateChildNameDto,
  UpdateChildPersonalDto,
  UpdateChildRegistrationDto,
  UpdateChildSchoolDto,
} from './dto/child-record.dto';

/** The centre's record of each child. */
@Injectable()
export class ChildrenService {
  list(_user: AuthenticatedUser, _query: ChildListQueryDto): Promise<ChildListDto> {
    throw new NotImplementedException();
  }

  record(_user: AuthenticatedUser, _childId: number): Promise<ChildRecordDto> {
    throw new NotImplementedException();
  }

  create(_actor: RequestActor, _body: CreateChildDto): Promise<ChildCreatedDto> {
    throw new NotImplementedException();
  }

  updateName(_actor: RequestActor, _body: UpdateChildNameDto): Promise<ChildRecordDto> {
    throw new NotImplementedException();
  }

  updatePersonal(_actor: RequestActor, _body: UpdateChildPersonalDto): Promise<ChildRecordDto> {
    throw new NotImplementedException();
  }

  updateAddress(_actor: RequestActor, _body: UpdateChildAddressDto): Promise<ChildRecordDto> {
    throw new NotImplementedException();
  }

  updateSchool(_actor: RequestActor, _body: UpdateChildSchoolDto): Promise<ChildRecordDto> {
    throw new NotImplementedException();
  }

  updateMedical(_actor: RequestActor, _body: UpdateChildMedicalDto): Promise<ChildRecordDto> {
    throw new NotImplementedException();
  }

  updateRegistration(_actor: RequestActor, _body: UpdateChildRegistrationDto): Promise<ChildRecordDto> {
    throw new NotImplementedException();
  }

  bulkMove(_actor: RequestActor, _body: BulkMoveDto): Promise<BulkResultDto> {
    throw new NotImplementedException();
  }

  bulkTag(_actor: RequestActor, _body: BulkTagDto): Promise<BulkResultDto> {
    throw new NotImplementedException();
  }

  bulkWithdraw(_actor: RequestActor, _body: BulkWithdrawDto): Promise<BulkResultDto> {
    throw new NotImplementedException();
  }
}
