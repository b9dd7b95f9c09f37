import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { setLanguage } from '@daycare/i18n';
import { ArrivalPickUpFields } from './arrival-fields';
import { clockFormat } from './picker-formats';
import { FeaturePage } from './page';
import { RatioTag } from './ratio-tag';
import { ValidityFields } from './validity-fields';

/** A schedule form as the apps build it: its period, a day's arrival and pick-up, and a save button. */
function ScheduleForm() {
  return (
    <FeaturePage title="Horário de frequência" summary="Os dias e horários em que a criança deve estar na creche.">
      <RatioTag room={{ inRatio: true, childrenPerStaff: 4 }} childrenIn={12} staffIn={0} />
      <Form initialValues={{ validFrom: dayjs('2026-11-26'), validTo: dayjs('2026-11-20'), arrives: dayjs('2026-11-26T07:30'), departs: dayjs('2026-11-26T07:00') }}>
        <ValidityFields format="DD/MM/YYYY" fromRequired="Informe o primeiro dia" />
        <ArrivalPickUpFields arrivalRequired="Informe a chegada" />
        <Button htmlType="submit">Salvar</Button>
      </Form>
    </FeaturePage>
  );
}

describe('the shared components in Brazilian Portuguese', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('say the coming-soon note, the ratio, the fields and their checks in Portuguese, with times on a 24-hour clock', async () => {
    await act(() => setLanguage('pt-BR'));
    render(<FeaturePage title="Frequência da semana" summary="A frequência da sala na semana." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequência da semana' })).toBeTruthy();
    expect(screen.getByText('Em breve')).toBeTruthy();
    expect(screen.getByText('Esta página fica pronta em uma próxima versão. Nada se perde enquanto isso.')).toBeTruthy();
    expect(document.title).toBe('Frequência da semana · Daycare');

    render(<ScheduleForm />);
    expect(screen.getByText('Abaixo da proporção: faltam 3 funcionários')).toBeTruthy();
    expect((screen.getByLabelText('Válido a partir de') as HTMLInputElement).value).toBe('26/11/2026');
    expect(screen.getByPlaceholderText('Sem término')).toBeTruthy();
    expect(screen.getByText('Deixe em branco para um horário sem data de término.')).toBeTruthy();
    expect((screen.getByLabelText('Chegada') as HTMLInputElement).value).toBe('07:30');
    expect((screen.getByLabelText('Saída') as HTMLInputElement).value).toBe('07:00');

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O último dia não pode ser antes do primeiro dia')).toBeTruthy();
    expect(await screen.findByText('A saída precisa ser depois da chegada')).toBeTruthy();
  });

  it('change language while on screen, and keep the English texts and 12-hour clock in English', async () => {
    render(<ScheduleForm />);
    expect(screen.getByText('Below ratio: 3 more staff needed')).toBeTruthy();
    expect((screen.getByLabelText('Arrives') as HTMLInputElement).value).toBe('7:30 AM');
    expect(screen.getByPlaceholderText('Open-ended')).toBeTruthy();

    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('Abaixo da proporção: faltam 3 funcionários')).toBeTruthy();
    expect((screen.getByLabelText('Chegada') as HTMLInputElement).value).toBe('07:30');
    expect(clockFormat('pt-BR')).toBe('HH:mm');
    expect(clockFormat('en')).toBe('h:mm A');
  });
});
