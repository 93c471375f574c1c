import { ApiFailure } from './api-failure';
import { requireTypedConfirmation } from './typed-confirmation';

describe('requireTypedConfirmation', () => {
  it('lets the confirmed text through', () => {
    expect(() => requireTypedConfirmation('Anadolu Tekstil', ' Anadolu Tekstil')).not.toThrow();
  });

  it('refuses another text with a 422 on the confirmation field', () => {
    let thrown: unknown = null;
    try {
      requireTypedConfirmation('3', '4');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiFailure);
    expect(thrown).toMatchObject({ code: 'typedConfirmationMismatch', status: 422, fields: { confirmation: 'errors.typedConfirmationMismatch' } });
  });
});
