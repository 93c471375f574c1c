import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { holidaySchema, holidaySchemaAt, type HolidayBody } from '@contract/logistics/holiday.api';
import { earliestHolidayStart } from '@contract/logistics/holiday.rules';
import type { Holiday } from '@contract/logistics/logistics.types';
import { CountrySelect } from '@web/components/CountrySelect';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { useFormatters } from '@web/lib/format';
import { useNameOf } from '@web/lib/localized-name';
import type { CommandView } from '@web/lib/resources/command-view';
import type { HolidayCommand, OnHolidayCommand } from '../logistics.resources';

export interface HolidayDialogsProps {
  holidays: readonly Holiday[];
  /** Today (`YYYY-MM-DD`, UTC): the start-date rule reads it. */
  today: string;
  /** The company's country: a new holiday's until another is chosen, and listed first. */
  defaultCountry: string;
  commandOf: (name: HolidayCommand) => CommandView;
  onCommand: OnHolidayCommand;
}

function HolidayFields({ today, companyCountry }: { today: string; companyCountry: string }) {
  const format = useFormatters();
  const earliest = earliestHolidayStart(today);
  return (
    <div data-testid="holiday-form">
      <FormField name="name" labelKey="logistics.holidays.fields.name" />
      <CountrySelect name="country" labelKey="logistics.holidays.fields.country" first={companyCountry || null} />
      <FormField
        name="start"
        type="date"
        labelKey="logistics.holidays.fields.start"
        min={earliest}
        hintKey="logistics.holidays.startHint"
        hintValues={{ date: format.date(earliest) }}
      />
      <FormField name="end" type="date" labelKey="logistics.holidays.fields.end" min={earliest} />
    </div>
  );
}

const bodyOf = (values: HolidayBody) => holidaySchema.cast(values, { stripUnknown: true });

/** The Holiday Manager's dialogs by URL: `?action=create`, `?action=edit&item=<id>`, `?action=delete&item=<id>`. */
export function HolidayDialogs({ holidays, today, defaultCountry, commandOf, onCommand }: HolidayDialogsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const nameOf = useNameOf();
  const [params] = useSearchParams();
  const item = holidays.find((holiday) => String(holiday.id) === params.get('item'));
  return (
    <>
      <UrlFormDialog<HolidayBody>
        name="create"
        titleKey="logistics.holidays.create.title"
        submitKey="logistics.holidays.create.submit"
        initialValues={{ name: '', country: defaultCountry, start: '', end: '' }}
        validationSchema={holidaySchemaAt(today)}
        onSubmit={(values) => onCommand('create', bodyOf(values))}
        {...commandOf('create')}
      >
        {() => <HolidayFields today={today} companyCountry={defaultCountry} />}
      </UrlFormDialog>
      {item ? (
        <>
          <UrlFormDialog<HolidayBody>
            name="edit"
            titleKey="logistics.holidays.edit.title"
            submitKey="logistics.holidays.edit.submit"
            initialValues={{ name: nameOf(item.name), country: item.country, start: item.start, end: item.end }}
            validationSchema={holidaySchemaAt(today, item.start)}
            onSubmit={(values) => onCommand('update', { id: item.id, body: bodyOf(values) })}
            {...commandOf('update')}
          >
            {() => <HolidayFields today={today} companyCountry={defaultCountry} />}
          </UrlFormDialog>
          <UrlFormDialog<Record<string, never>>
            name="delete"
            titleKey="logistics.holidays.delete.title"
            submitKey="logistics.holidays.delete.submit"
            submitColor="danger"
            initialValues={{}}
            onSubmit={() => onCommand('remove', item.id)}
            {...commandOf('remove')}
          >
            {() => (
              <p className="mb-0" data-testid="holiday-delete-question">
                {t('logistics.holidays.delete.question', { name: nameOf(item.name), start: format.date(item.start), end: format.date(item.end) })}
              </p>
            )}
          </UrlFormDialog>
        </>
      ) : null}
    </>
  );
}
