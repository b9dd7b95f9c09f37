// The body map as a form field: a tap adds a numbered mark, and each mark gets a short label.
import { Button, Flex, Input } from 'antd';
import type { InjuryDto } from '@daycare/api-client';
import { BodyMap } from './body-map';
import { useT } from './i18n';

export interface InjuriesFieldProps {
  value?: InjuryDto[];
  onChange?: (marks: InjuryDto[]) => void;
}

const MAX_MARKS = 20;

export function InjuriesField({ value = [], onChange }: InjuriesFieldProps) {
  const t = useT();
  const change = (marks: InjuryDto[]) => onChange?.(marks);
  const add = (mark: Pick<InjuryDto, 'x' | 'y' | 'side'>) => {
    if (value.length < MAX_MARKS) change([...value, { ...mark, label: '' }]);
  };
  return (
    <Flex vertical gap={12}>
      <BodyMap marks={value} onAdd={add} />
      {value.map((mark, index) => (
        <Flex key={`${mark.side}-${mark.x}-${mark.y}`} gap={8} align="center">
          <Input
            size="large"
            maxLength={60}
            value={mark.label}
            aria-label={t('form.markLabel', { number: index + 1 })}
            placeholder={t('form.markPlaceholder')}
            prefix={`${index + 1}.`}
            onChange={(event) => change(value.map((other, at) => (at === index ? { ...other, label: event.target.value } : other)))}
          />
          <Button aria-label={t('form.removeMark', { number: index + 1 })} onClick={() => change(value.filter((_, at) => at !== index))}>✕</Button>
        </Flex>
      ))}
    </Flex>
  );
}
