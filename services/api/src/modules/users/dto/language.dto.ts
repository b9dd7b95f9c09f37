import type { Language } from '@daycare/shared';
import { LanguageField } from '../../../common/validation/language-field';

export class LanguageDto {
  @LanguageField()
  language: Language;
}
