// Login (docs/product.md#sign-in-and-register): password or magic link; also completes a magic link when the customer
// comes back with one.
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import '../../styles/auth.css';
import { LoadingState } from '../../components/states';
import { paths, safeRedirect } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { isMagicLink } from '../../features/auth/api/magic-link';
import { CompleteMagicLink } from '../../features/auth/components/complete-magic-link';
import { LoginForm } from '../../features/auth/components/login-form';

function LoginRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Login', branding.brandName);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const [magic, setMagic] = useState<'checking' | 'yes' | 'no'>('checking');
  const href = window.location.href;

  useEffect(() => {
    let live = true;
    isMagicLink(href)
      .then((yes) => live && setMagic(yes ? 'yes' : 'no'))
      .catch(() => live && setMagic('no'));
    return () => {
      live = false;
    };
  }, [href]);

  const done = () => void navigate(redirectTo, { replace: true });

  if (magic === 'no' && session.status === 'signed-in') return <Navigate to={redirectTo} replace />;
  return (
    <div className="container page auth-page">
      <div className="card auth-card">
        <h1>Welcome back</h1>
        {magic === 'checking' ? <LoadingState /> : null}
        {magic === 'yes' ? <CompleteMagicLink href={href} onSignedIn={done} /> : null}
        {magic === 'no' ? (
          <>
            <LoginForm
              magicLinkUrl={`${window.location.origin}${paths.login.getHref(redirectTo === '/' ? null : redirectTo)}`}
              onSignedIn={done}
            />
            <p className="auth-card__switch">
              New here?{' '}
              <Link to={paths.register.getHref(redirectTo === '/' ? null : redirectTo)}>Create an account</Link>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}

export { LoginRoute as Component };
