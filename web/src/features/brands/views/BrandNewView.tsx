import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { pathOf } from '@contract/routes';
import { commandView } from '@web/lib/resources/command-view';
import { brandDetail } from '../brands.resources';
import { BrandFormPage } from '../pages/BrandFormPage';

const IDLE = { submitting: false, error: null, succeeded: false };

/** /brands/new: Add Brand; once added, the new brand's Edit Brand page takes its place. */
export function BrandNewView() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const state = useSelector(brandDetail.select);
  // Only an add asked from this page shows or leads on (one finished on an earlier visit does not).
  const [asked, setAsked] = useState(false);
  const command = asked ? commandView(state, 'add') : IDLE;
  const added = command.succeeded ? state.data?.brand.id : undefined;
  useEffect(() => {
    if (added !== undefined) void navigate(pathOf('brandEdit', { brandId: added }), { replace: true });
  }, [added, navigate]);

  return (
    <BrandFormPage
      state={null}
      command={command}
      listHref={pathOf('brands')}
      onSubmit={(body) => {
        setAsked(true);
        dispatch(brandDetail.commandReset());
        dispatch(brandDetail.commandRequested({ name: 'add', id: 0, input: body }));
      }}
      onRetry={() => undefined}
    />
  );
}
