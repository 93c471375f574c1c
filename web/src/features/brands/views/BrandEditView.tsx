import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { pathOf } from '@contract/routes';
import { commandView } from '@web/lib/resources/command-view';
import { brandDetail } from '../brands.resources';
import { BrandFormPage } from '../pages/BrandFormPage';

/** /brands/:brandId: Edit Brand. */
export function BrandEditView() {
  const dispatch = useDispatch();
  const id = Number(useParams().brandId);
  const state = useSelector(brandDetail.select);
  useEffect(() => {
    dispatch(brandDetail.requested(id));
  }, [dispatch, id]);
  return (
    <BrandFormPage
      state={state}
      command={commandView(state, 'save')}
      listHref={pathOf('brands')}
      onSubmit={(body) => dispatch(brandDetail.commandRequested({ name: 'save', id, input: body }))}
      onRetry={() => dispatch(brandDetail.requested(id))}
    />
  );
}
