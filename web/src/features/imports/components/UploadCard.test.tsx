import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@web/lib/i18n';
import { IDLE_UPLOAD } from '../import-upload.slice';
import { settingsOf } from '../test-samples';
import { UploadCard, type UploadCardProps } from './UploadCard';

const workbook = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])], 'fiyatlar.xlsx');
const csvNamedXlsx = () => new File(['SKU;Price\nA;1\n'], 'fiyatlar.xlsx');

function renderCard(overrides: Partial<UploadCardProps> = {}) {
  const props: UploadCardProps = {
    kind: 'stockPrice',
    settings: settingsOf().data,
    upload: IDLE_UPLOAD,
    templateHref: '/api/imports/templates/stock-price',
    onUpload: vi.fn(),
    onFileChosen: vi.fn(),
    ...overrides,
  };
  const view = render(<UploadCard {...props} />);
  return { props, view };
}

describe('UploadCard', () => {
  it('shows the template, the size and the §5 limits of the settings', () => {
    renderCard();
    expect(screen.getByTestId('template-download')).toHaveAttribute('href', '/api/imports/templates/stock-price');
    expect(screen.getByTestId('upload-file')).toHaveAttribute('accept', '.xlsx,.xls');
    expect(screen.getByText(/at most 9 MB, filled in from the template/)).toBeInTheDocument();
    expect(screen.getByTestId('limit-maxPrice')).toHaveTextContent('at most US$10,000.00');
    expect(screen.getByTestId('limit-priceRise')).toHaveTextContent('at most 3 times');
    expect(screen.getByTestId('limit-dailyLeft')).toHaveTextContent('Price changes left today: 2,400');
    expect(screen.getByTestId('limit-batch')).toHaveTextContent('batches of 500');
  });

  it('refuses a file that only looks like a workbook, saying why, and sends nothing', async () => {
    const { props } = renderCard();
    await userEvent.upload(screen.getByTestId('upload-file'), csvNamedXlsx());
    expect(await screen.findByTestId('upload-problem')).toHaveTextContent('This file is not an Excel workbook. Please choose an .xlsx or .xls file.');
    expect(screen.getByTestId('upload-submit')).toBeDisabled();
    expect(props.onFileChosen).toHaveBeenCalledOnce();
    expect(props.onUpload).not.toHaveBeenCalled();
  });

  it('asks for a file, then sends the chosen workbook', async () => {
    const { props } = renderCard();
    await userEvent.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByTestId('upload-problem')).toHaveTextContent('Please choose an Excel file.');
    const file = workbook();
    await userEvent.upload(screen.getByTestId('upload-file'), file);
    await waitFor(() => expect(screen.queryByTestId('upload-problem')).toBeNull());
    await userEvent.click(screen.getByTestId('upload-submit'));
    await waitFor(() => expect(props.onUpload).toHaveBeenCalledWith(file));
  });

  it('keeps the refusal and the chosen file, and shows the progress while sending', async () => {
    const { props, view } = renderCard();
    const file = workbook();
    await userEvent.upload(screen.getByTestId('upload-file'), file);
    view.rerender(<UploadCard {...props} upload={{ ...IDLE_UPLOAD, status: 'sending', progress: 0.42 }} />);
    expect(screen.getByTestId('upload-progress')).toHaveAttribute('aria-label', '42% uploaded');
    expect(screen.getByTestId('upload-submit')).toBeDisabled();
    view.rerender(
      <UploadCard
        {...props}
        upload={{ ...IDLE_UPLOAD, status: 'failed', error: { code: 'workbookUnreadable', message: 'x', status: 422, retryAfterSeconds: null } }}
      />,
    );
    expect(screen.getByTestId('error-alert')).toHaveTextContent('This workbook could not be read. Please save it again in Excel and retry.');
    expect((screen.getByTestId('upload-file') as HTMLInputElement).files?.[0]).toBe(file);
    await userEvent.click(screen.getByTestId('upload-submit'));
    await waitFor(() => expect(props.onUpload).toHaveBeenCalledWith(file));
  });

  it('starts empty again once an upload is accepted', async () => {
    const { props, view } = renderCard();
    await userEvent.upload(screen.getByTestId('upload-file'), workbook());
    view.rerender(<UploadCard {...props} upload={{ ...IDLE_UPLOAD, status: 'started', progress: 1, transactionId: 'tx_3' }} />);
    await waitFor(() => expect((screen.getByTestId('upload-file') as HTMLInputElement).value).toBe(''));
    await userEvent.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByTestId('upload-problem')).toHaveTextContent('Please choose an Excel file.');
    expect(props.onUpload).not.toHaveBeenCalled();
  });

  it('is disabled while imports are banned', () => {
    renderCard({ settings: settingsOf('banned').data });
    expect(screen.getByTestId('upload-file')).toBeDisabled();
    expect(screen.getByTestId('upload-submit')).toBeDisabled();
  });
});
