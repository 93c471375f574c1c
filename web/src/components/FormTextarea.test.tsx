import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import '@web/lib/i18n';
import { i18n } from '@web/lib/i18n';
import { FormTextarea } from './FormTextarea';

function renderNote(onSubmit: (values: { note: string }) => void) {
  render(
    <Formik initialValues={{ note: '' }} validate={(values) => (values.note.trim() ? {} : { note: 'validation.required' })} onSubmit={onSubmit}>
      <Form>
        <FormTextarea name="note" labelKey="validation.required" rows={4} />
        <button type="submit" data-testid="submit" />
      </Form>
    </Formik>,
  );
  return screen.getByLabelText(i18n.t('validation.required'));
}

describe('FormTextarea', () => {
  it('says nothing until the form is submitted, then shows the translated problem and marks the field', async () => {
    const note = renderNote(() => undefined);
    expect(note).toHaveAttribute('rows', '4');
    expect(note).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(i18n.t('validation.required'))).toHaveLength(2);
  });

  it('hands its text to the form', async () => {
    const onSubmit = vi.fn();
    const note = renderNote(onSubmit);
    fireEvent.change(note, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ note: 'Hello' }, expect.anything()));
    expect(note).toHaveAttribute('aria-invalid', 'false');
  });
});
