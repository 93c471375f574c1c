import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { i18n } from '@web/lib/i18n';
import { renderViewAt } from '@web/test/render-view';
import { questionDetail } from '../questions.resources';
import { QuestionDetailView } from './QuestionDetailView';

const renderAt = (url: string) =>
  renderViewAt(
    url,
    <Routes>
      <Route path="/questions/:questionId" element={<QuestionDetailView />} />
    </Routes>,
  );

describe('QuestionDetailView', () => {
  it('opens the question ID the screens show (Q…) as its URL', () => {
    const { dispatched } = renderAt('/questions/Q1001000005');
    expect(dispatched).toHaveBeenCalledWith(questionDetail.requested(1_001_000_005));
  });

  it('asks nothing for an address that names no question, and says it was not found', () => {
    const { dispatched } = renderAt('/questions/not-a-question');
    expect(dispatched).not.toHaveBeenCalledWith(expect.objectContaining({ type: questionDetail.requested.type }));
    expect(screen.getByText(i18n.t('errors.notFound'))).toBeInTheDocument();
  });
});
