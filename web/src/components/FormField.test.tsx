import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { i18n } from '@web/lib/i18n';
import { FormField } from './FormField';

const PROBLEM = 'validation.emailInvalid';

function renderEmailForm(onSubmit = vi.fn()) {
  render(
    <Formik initialValues={{ email: '' }} validate={(values) => (/^\S+@\S+\.\S+$/.test(values.email) ? {} : { email: PROBLEM })} onSubmit={onSubmit}>
      <Form>
        <FormField name="email" labelKey="auth.fields.email" />
        <button type="submit">{i18n.t('companyInfo.save')}</button>
      </Form>
    </Formik>,
  );
  return { onSubmit, input: screen.getByLabelText(i18n.t('auth.fields.email')), save: screen.getByRole('button', { name: i18n.t('companyInfo.save') }) };
}

describe('FormField', () => {
  it('changes nothing above Save while Save is pressed after an invalid value, and the click then validates the form', async () => {
    const user = userEvent.setup();
    const { onSubmit, input, save } = renderEmailForm();
    await user.type(input, 'not-an-address');
    const before = document.body.innerHTML;
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(input).not.toHaveFocus();
    // The layout above the button is what it was at the press, so the release lands on the same button.
    expect(document.body.innerHTML).toBe(before);
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    await waitFor(() => expect(screen.getByText(i18n.t(PROBLEM))).toBeInTheDocument());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the problem when an edited field is left with the keyboard, and says nothing for a field only passed through', async () => {
    const user = userEvent.setup();
    const { input } = renderEmailForm();
    await user.click(input);
    await user.tab();
    expect(screen.queryByText(i18n.t(PROBLEM))).toBeNull();
    await user.type(input, 'x');
    await user.tab();
    expect(await screen.findByText(i18n.t(PROBLEM))).toBeInTheDocument();
  });

  it('submits a valid value with one click', async () => {
    const user = userEvent.setup();
    const { onSubmit, input, save } = renderEmailForm();
    await user.type(input, 'ayse@demo.tezgah.dev');
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ayse@demo.tezgah.dev' }, expect.anything()));
  });
});
