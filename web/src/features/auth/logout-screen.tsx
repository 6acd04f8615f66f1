// /logout signs the user out, then goes to / (docs/product.md#storefront).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { signOutUser } from './api/sign-out';

function LogoutRoute() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOutUser()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => void navigate(paths.home.getHref(), { replace: true }));
  }, [navigate]);
  return (
    <div className="container page">
      <LoadingState label="Signing you out…" />
    </div>
  );
}

export { LogoutRoute as Component };
