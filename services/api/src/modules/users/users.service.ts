import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Language, ThemeName } from '@daycare/shared';
import type { Repository } from 'typeorm';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async setTheme(userId: number, theme: ThemeName): Promise<void> {
    await this.users.update({ id: userId }, { theme });
  }

  async setLanguage(userId: number, language: Language): Promise<void> {
    await this.users.update({ id: userId }, { language });
  }
}
