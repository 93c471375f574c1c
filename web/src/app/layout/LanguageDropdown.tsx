import { CDropdown, CDropdownItem, CDropdownToggle } from '@coreui/react';
import CIcon from '@coreui/icons-react';
import { cilLanguage } from '@coreui/icons';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { LANGUAGES } from '@contract/api/session';
import { currentLanguage } from '@web/lib/i18n';
import { languageChangeRequested } from '@web/lib/language.sagas';
import { DropdownLinks } from '@web/components/DropdownLinks';

export function LanguageDropdown() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const language = currentLanguage();
  return (
    <CDropdown variant="nav-item" placement="bottom-end">
      {/* The name starts with the code the button shows (WCAG 2.5.3, label in name), then says what it is. */}
      <CDropdownToggle caret={false} data-testid="language-toggle">
        <CIcon icon={cilLanguage} aria-hidden="true" className="me-1" />
        <span className="text-uppercase">{language}</span>
        <span className="visually-hidden"> {t('shell.language', { language: t(`languages.${language}`) })}</span>
      </CDropdownToggle>
      <DropdownLinks>
        {LANGUAGES.map((option) => (
          <CDropdownItem
            key={option}
            as="button"
            type="button"
            active={option === language}
            lang={option}
            onClick={() => dispatch(languageChangeRequested(option))}
            data-testid={`language-${option}`}
          >
            {t(`languages.${option}`)}
          </CDropdownItem>
        ))}
      </DropdownLinks>
    </CDropdown>
  );
}
