import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggedInUserService } from './logged-in-user.service';
import { UserController } from './user.controller';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UserController],
  providers: [LoggedInUserService, UsersService],
  exports: [LoggedInUserService],
})
export class UsersModule {}
